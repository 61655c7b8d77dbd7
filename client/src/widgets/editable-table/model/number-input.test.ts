import { describe, expect, it } from 'vitest';
import { acceptsTyping, afterKeystroke, onNumberBlur } from './number-input';

describe('number cells (001 §5)', () => {
  it('B-RULE-25 accept an optional minus, digits and one optional decimal point', () => {
    for (const text of ['', '-', '12', '-12', '12.', '-12.5', '.5']) expect(acceptsTyping(text), text).toBe(true);
    for (const text of ['1-2', '12.3.4', 'a', '1e5', '--1']) expect(acceptsTyping(text), text).toBe(false);
    expect(afterKeystroke('12', '12a')).toBe('12');
    expect(afterKeystroke('12', '12.')).toBe('12.');
  });

  it('B-RULE-27 on blur a valid value becomes a number', () => {
    expect(onNumberBlur('12.5')).toBe(12.5);
    expect(onNumberBlur('-3')).toBe(-3);
    expect(onNumberBlur('7.')).toBe(7);
  });

  it('B-RULE-28 on blur an invalid value is emptied', () => {
    expect(onNumberBlur('-')).toBe('');
    expect(onNumberBlur('.')).toBe('');
  });
});
