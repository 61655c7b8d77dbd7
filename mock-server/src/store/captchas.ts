// Login captchas: four characters from upstream's alphabet, valid 60 s, compared case-insensitively.
import { randomInt } from 'node:crypto';

const ALPHABET = 'qwertyuiplkjhgfdsazxcvbnmQWERTYUPLKJHGFDSAZXCVBNM1234567890';
const LIFETIME_MS = 60_000;

export class CaptchaRegistry {
  private readonly codes = new Map<string, { code: string; expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  issue(key: string): string {
    const code = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    this.codes.set(key, { code, expiresAt: this.now() + LIFETIME_MS });
    return code;
  }

  /** The current code for a key (control route for tests), or null. */
  peek(key: string): string | null {
    const entry = this.codes.get(key);
    return entry && entry.expiresAt > this.now() ? entry.code : null;
  }

  matches(key: string, input: string): boolean {
    const code = this.peek(key);
    return code !== null && code.toLowerCase() === input.toLowerCase();
  }

  consume(key: string): void {
    this.codes.delete(key);
  }

  clear(): void {
    this.codes.clear();
  }
}
