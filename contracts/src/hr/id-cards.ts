// Valid Chinese ID card numbers for the hr contract tests: an independent implementation of GB 11643 (weights and
// check characters), so the server's check is tested, not copied.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
export const checkChar = (first17: string) => '10X98765432'[[...first17].reduce((sum, d, i) => sum + Number(d) * (WEIGHTS[i] as number), 0) % 11] as string;
export const validIdCard = (id: string) => /^\d{17}[\dX]$/.test(id) && checkChar(id.slice(0, 17)) === id[17];
let sequence = 10;
/** A new valid ID card number (area 110101 北京东城区, not used by the seed). */
export function newIdCard(birthday: string, sex: '1' | '2'): string {
  sequence++;
  const first17 = `110101${birthday.replaceAll('-', '')}${String(sequence % 100).padStart(2, '0')}${sex === '1' ? 1 + 2 * (sequence % 5) : 2 * (sequence % 5)}`;
  return first17 + checkChar(first17);
}
