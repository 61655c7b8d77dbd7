// Number cells (B-RULE-25..28): an optional minus, digits and one optional decimal point are accepted while typing,
// other keystrokes are reverted; on blur a valid value becomes a number and an invalid one is emptied.
const TYPING = /^-?\d*\.?\d*$/;
const COMPLETE = /^-?(\d+\.?\d*|\.\d+)$/;

export function acceptsTyping(text: string): boolean {
  return TYPING.test(text);
}

/** What the cell holds after a keystroke: the new text, or the previous text when the keystroke is refused. */
export function afterKeystroke(previous: string, next: string): string {
  return acceptsTyping(next) ? next : previous;
}

export function onNumberBlur(text: string): number | '' {
  const trimmed = text.trim();
  return COMPLETE.test(trimmed) ? Number(trimmed) : '';
}
