// The tag input's rule (001 §5, B-LIST-28; upstream JVxeTable's `tags` cell): the typed characters are split into
// groups of 2 separated by semicolons. Semicolons already in the text are dropped first, so re-typing, pasting or
// deleting in the middle regroups the whole value.

const SEPARATOR = ';';
const GROUP_SIZE = 2;

/** Characters as staff see them (a character outside the BMP is one character, not two code units). */
function charactersOf(text: string): string[] {
  return Array.from(text.replaceAll(SEPARATOR, ''));
}

/** 'abcde' → 'ab;cd;e'; '' → ''. */
export function groupTags(text: string | null | undefined): string {
  const characters = charactersOf(text ?? '');
  const groups: string[] = [];
  for (let start = 0; start < characters.length; start += GROUP_SIZE) groups.push(characters.slice(start, start + GROUP_SIZE).join(''));
  return groups.join(SEPARATOR);
}

/** The tags of a grouped value: 'ab;cd;e' → ['ab', 'cd', 'e']. */
export function tagsOf(value: string | null | undefined): string[] {
  return groupTags(value).split(SEPARATOR).filter(Boolean);
}

/**
 * Where the caret goes in the regrouped text: after the same number of characters it followed in the typed text,
 * before a separator that follows it (so typing on continues the group).
 */
export function caretAfterGrouping(typed: string, caret: number): number {
  const before = charactersOf(typed.slice(0, caret));
  const typedBefore = before.join('').length;
  return before.length === 0 ? 0 : typedBefore + Math.floor((before.length - 1) / GROUP_SIZE);
}
