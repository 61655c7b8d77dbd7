#!/usr/bin/env node
// `node scripts/check-import-cycles.mjs <folder>…`: prints every import cycle among the folders' source files as
// a chain of files and exits 1 when there is one (see import-cycles.mjs for what counts as an import).
import path from 'node:path';
import { findImportCycles } from './import-cycles.mjs';

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: node scripts/check-import-cycles.mjs <folder>…');
  process.exit(2);
}

const { fileCount, cycles } = findImportCycles(folders);
const shown = (file) => path.relative(process.cwd(), file);
for (const { groupSize, files } of cycles) {
  console.log(`import cycle (${files.length - 1} files, in a group of ${groupSize} files that import each other):`);
  console.log(files.map((file, at) => `  ${at === 0 ? '' : '→ '}${shown(file)}`).join('\n'));
}
if (cycles.length > 0) {
  console.error(`check-import-cycles: ${cycles.length} import cycle(s) in ${folders.join(', ')}`);
  process.exit(1);
}
console.log(`check-import-cycles: no import cycle among ${fileCount} files in ${folders.join(', ')}`);
