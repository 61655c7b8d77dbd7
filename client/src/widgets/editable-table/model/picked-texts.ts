// Display texts of values chosen through a picker (a department id → its name, usernames → real names), so the
// light cell shows what the picker showed, not the stored ids.
const texts = new Map<string, string>();

export function rememberPickedText(value: string, text: string): void {
  if (value && text) texts.set(value, text);
}

export function pickedText(value: string): string | undefined {
  return texts.get(value);
}
