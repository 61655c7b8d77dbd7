// Bundles src/openapi.yaml into dist/openapi.json and generates dist/schema.d.ts from it.
// Both outputs are committed; CI regenerates them and fails on any difference.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assemble } from './assemble.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const bin = (name) => join(root, '..', 'node_modules', '.bin', name);

execFileSync(bin('redocly'), ['bundle', assemble(), '-o', 'dist/openapi.json'], { cwd: root, env, stdio: 'inherit' });
// Stable formatting so the committed file only changes when the document does.
const bundled = JSON.parse(readFileSync(join(root, 'dist/openapi.json'), 'utf8'));
writeFileSync(join(root, 'dist/openapi.json'), `${JSON.stringify(bundled, null, 2)}\n`);
execFileSync(bin('openapi-typescript'), ['dist/openapi.json', '-o', 'dist/schema.d.ts'], { cwd: root, env, stdio: 'inherit' });
