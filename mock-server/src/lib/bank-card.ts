// Bank card numbers with a valid Luhn check digit, made for the seed.

/** The Luhn check digit that completes `digits`. */
function luhnCheckDigit(digits: string): string {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let value = Number(char);
    if (index % 2 === 0) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  });
  return String((10 - (sum % 10)) % 10);
}

/** A bank card number of `length` digits starting with the bank's BIN, with a valid Luhn digit. */
export function makeBankCard(bin: string, length: number, body: string): string {
  const partial = (bin + body).slice(0, length - 1).padEnd(length - 1, '0');
  return partial + luhnCheckDigit(partial);
}
