// Renders a captcha code as an SVG data URL: text with slight rotation and noise lines, readable by people,
// not meant to resist machines (this is a mock).
import { randomInt } from 'node:crypto';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function captchaImage(code: string): string {
  const glyphs = [...code]
    .map((char, index) => {
      const x = 14 + index * 24;
      const rotate = randomInt(-20, 21);
      const color = ['#1f4e99', '#8a2be2', '#b03a2e', '#1e8449'][index % 4];
      return `<text x="${x}" y="27" fill="${color}" font-size="24" font-family="monospace" font-weight="bold" transform="rotate(${rotate} ${x + 6} 20)">${escapeXml(char)}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [randomInt(0, 105), randomInt(0, 35), randomInt(0, 105), randomInt(0, 35)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#bbb" stroke-width="1"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="105" height="35" viewBox="0 0 105 35"><rect width="105" height="35" fill="#f3f6fb"/>${noise}${glyphs}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
