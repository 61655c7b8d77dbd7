// npm run bench: runs every `bench:*` script of the root package.json in turn and prints their figures.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = Object.keys(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts).filter((name) => name.startsWith('bench:'));
let failed = 0;
for (const name of scripts) {
  console.log(`\n=== npm run ${name} ===`);
  try {
    execFileSync('npm', ['run', '--silent', name], { stdio: 'inherit' });
  } catch {
    failed++;
    console.log(`${name} failed`);
  }
}
process.exit(failed ? 1 : 0);
