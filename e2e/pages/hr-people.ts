// What the hr specs share: China's business date, valid ID card numbers, and opening an entry under 人力资源.
import type { ShellPage } from './shell-page';

/** The China date `offsetDays` from today (earlier when negative), as the server dates things. */
export const chinaDay = (offsetDays = 0) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** An 18-digit ID number: the 17 digits given and their check character (GB 11643). */
export function idCardOf(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return first17 + '10X98765432'[sum % 11];
}

/** Opens an entry under 人力资源, unfolding it only when folded (a second click would fold it). */
export async function openHr(shell: ShellPage, title: string) {
  const leaf = shell.menu().getByText(title, { exact: true });
  if (!(await leaf.isVisible())) await shell.menu().getByText('人力资源', { exact: true }).click();
  await leaf.click();
}
