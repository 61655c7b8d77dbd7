// The Y/N switch of 001 §4: checked equals the first option; an empty value is set to the second; default Y / N.

export type SwitchOptions = readonly [checked: string, unchecked: string];

export const DEFAULT_SWITCH_OPTIONS: SwitchOptions = ['Y', 'N'];

export function isChecked(value: unknown, options: SwitchOptions = DEFAULT_SWITCH_OPTIONS): boolean {
  return value !== undefined && value !== null && String(value) === options[0];
}

/** The value an empty field is set to (the second option), or undefined when the value is not empty. */
export function filledValue(value: unknown, options: SwitchOptions = DEFAULT_SWITCH_OPTIONS): string | undefined {
  return value === undefined || value === null || value === '' ? options[1] : undefined;
}

export function valueOf(checked: boolean, options: SwitchOptions = DEFAULT_SWITCH_OPTIONS): string {
  return checked ? options[0] : options[1];
}
