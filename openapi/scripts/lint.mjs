// Lints the OpenAPI document offline (Redocly, telemetry off) and compiles every schema with Ajv 2020,
// so a schema that a validator would reject fails here rather than in the mock server or the contract suite.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assemble } from './assemble.mjs';
import { compileDocument } from './compile-schemas.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
execFileSync(join(root, '..', 'node_modules', '.bin', 'redocly'), ['lint', assemble(), '--format', 'stylish'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const doc = JSON.parse(readFileSync(join(root, 'dist/openapi.json'), 'utf8'));
const count = compileDocument(doc);
console.log(`ajv 2020: compiled ${count} schemas`);
