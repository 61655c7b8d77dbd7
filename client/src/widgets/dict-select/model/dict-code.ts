// A dictionary code is a plain code (`sex`) or a table dictionary `table,textColumn,valueColumn[,condition]`.

export function isTableDict(code: string): boolean {
  return code.split(',').length >= 3;
}
