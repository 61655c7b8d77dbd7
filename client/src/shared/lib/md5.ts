// MD5 of a string's UTF-8 bytes as lower-case hex (RFC 1321). Small on purpose: the X-Sign header needs nothing
// else from a crypto library, and this runs on the login page.

const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const CONSTANTS = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

function rotateLeft(value: number, bits: number): number {
  return (value << bits) | (value >>> (32 - bits));
}

function padded(bytes: Uint8Array): Uint32Array {
  const wordCount = (((bytes.length + 8) >>> 6) + 1) * 16;
  const words = new Uint32Array(wordCount);
  bytes.forEach((byte, index) => {
    words[index >>> 2] = (words[index >>> 2] as number) | (byte << ((index % 4) * 8));
  });
  words[bytes.length >>> 2] = (words[bytes.length >>> 2] as number) | (0x80 << ((bytes.length % 4) * 8));
  const bitLength = bytes.length * 8;
  words[wordCount - 2] = bitLength >>> 0;
  words[wordCount - 1] = Math.floor(bitLength / 2 ** 32);
  return words;
}

export function md5Hex(text: string): string {
  const words = padded(new TextEncoder().encode(text));
  let a0 = 0x67452301;
  let b0 = 0xefcdab89;
  let c0 = 0x98badcfe;
  let d0 = 0x10325476;
  for (let block = 0; block < words.length; block += 16) {
    let [a, b, c, d] = [a0, b0, c0, d0];
    for (let i = 0; i < 64; i++) {
      const round = i >>> 4;
      let f: number;
      let g: number;
      if (round === 0) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (round === 1) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) % 16;
      } else if (round === 2) {
        f = b ^ c ^ d;
        g = (3 * i + 5) % 16;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) % 16;
      }
      const rotated = rotateLeft((a + f + (CONSTANTS[i] as number) + (words[block + g] as number)) | 0, SHIFTS[round * 4 + (i % 4)] as number);
      a = d;
      d = c;
      c = b;
      b = (b + rotated) | 0;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }
  return [a0, b0, c0, d0]
    .map((word) => Array.from({ length: 4 }, (_, byte) => ((word >>> (byte * 8)) & 0xff).toString(16).padStart(2, '0')).join(''))
    .join('');
}
