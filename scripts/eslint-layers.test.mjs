// The boundaries of eslint.config.js (imports across layers and handler domains, the mock's store.data above the
// entity kit), linted with ESLint's Node API on fixture files (virtual: a path in the repo and a source). Every
// forbidden fixture must be reported by its rule, every allowed one must lint clean, and every boundary the config
// declares must be exercised by a forbidden fixture, so deleting a rule fails here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** [file in the repo, source, the rule that must report it, a word its message must hold] */
const FORBIDDEN = [
  // the client's layers
  ['client/src/features/dashboard/pages/p.tsx', "import '@/features/announcements';", 'layers/one-way-imports', 'features/announcements'],
  ['client/src/features/account/pages/p.tsx', "import '../../../app/session/session-store';", 'layers/one-way-imports', 'app/session'],
  ['client/src/widgets/charts/c.ts', "export { x } from '@/features/dashboard/model/cost-bar';", 'layers/one-way-imports', 'features/dashboard'],
  ['client/src/shared/lib/l.ts', "import '@/api/http';", 'layers/one-way-imports', 'api/'],
  ['client/src/api/a.ts', "export * from '@/widgets/access';", 'layers/one-way-imports', 'widgets/access'],
  ['client/src/app/pages/p.ts', "import '../router/route-table';", 'layers/one-way-imports', 'app/router'],
  ['client/src/app/settings/s.ts', "import type { X } from '../session/session-store';", 'layers/one-way-imports', 'app/session'],
  ['client/src/features/dashboard/pages/p.tsx', "export const load = () => import('@/app/main');", 'layers/one-way-imports', 'app/'],
  ['client/src/features/dashboard/pages/p.tsx', 'export const load = () => import(`@/features/big-screen/pages/big-screen-page`);', 'layers/one-way-imports', 'features/big-screen'],
  // test helpers only in tests
  ['client/src/features/dashboard/pages/p.tsx', "import '@/testing/fake-backend';", 'layers/test-kit-in-tests', 'client/src/testing'],
  ['client/src/app/layout/l.tsx', "import '../../testing/render-with-providers';", 'layers/test-kit-in-tests', 'client/src/testing'],
  // computed dynamic imports
  ['client/src/app/pages/p.ts', 'export const load = (name: string) => import(`@/features/${name}/pages/index`);', 'layers/literal-dynamic-imports', 'computed'],
  ['client/src/features/dashboard/pages/p.tsx', 'export const load = (name: string) => import(name);', 'layers/literal-dynamic-imports', 'computed'],
  // the client and the other packages
  ['client/src/api/a.ts', "import '../../../mock-server/src/sign';", 'layers/forbidden-imports', 'mock-server/src/sign'],
  ['client/src/features/dashboard/api/q.ts', "import '@mis/mock-server';", 'layers/forbidden-imports', 'mock-server/src/app'],
  ['client/src/app/main.tsx', "import '../../../contracts/src/harness';", 'layers/forbidden-imports', 'contracts/src/harness'],
  ['client/src/app/main.tsx', "import '../../../e2e/pages/session';", 'layers/forbidden-imports', 'e2e/pages/session'],
  // the mock
  ['mock-server/src/handlers/notices.ts', "import { pushAnnouncement } from '../plugins/websockets.js';\nexport { pushAnnouncement };", 'layers/forbidden-imports', 'plugins call them'],
  ['mock-server/src/handlers/hr/roster.ts', "import '../../plugins/errors.js';", 'layers/forbidden-imports', 'plugins call them'],
  ['mock-server/src/store/ids.ts', "import '../handlers/index.js';", 'layers/forbidden-imports', 'handlers use it'],
  ['mock-server/src/handlers/hr/roster.ts', "import { created } from '../../entity/audit.js';\nexport { created };", 'layers/forbidden-imports', 'never a handler by hand'],
  ['mock-server/src/handlers/users/users.ts', "import { isLive } from '../../store/live.js';\nexport { isLive };", 'layers/forbidden-imports', "never a handler's own"],
  ['mock-server/src/store/seed/hr.ts', "import { dateTimeText } from '../../crud/rows.js';\nexport { dateTimeText };", 'layers/forbidden-imports', 'crud helpers use it'],
  ['mock-server/src/store/permissions.ts', "import type { Entity } from '../entity/entity.js';\nexport type { Entity };", 'layers/forbidden-imports', 'the entity kit uses it'],
  ['mock-server/src/crud/rows.ts', "import '../../../client/src/api/sign';", 'layers/forbidden-imports', 'knows nothing of the client'],
  ['mock-server/src/store/seed/users.ts', "import { users } from '../../entities/users.js';\nexport { users };", 'layers/forbidden-imports', 'the entities are defined over it'],
  ['mock-server/src/store/store.ts', "import '../domain/login.js';", 'layers/forbidden-imports', 'the shared rules use it'],
  ['mock-server/src/entities/users.ts', "import '../handlers/users/users.js';", 'layers/forbidden-imports', 'every domain uses them'],
  ['mock-server/src/entities/users.ts', "import '../domain/user-rows.js';", 'layers/forbidden-imports', 'build on the entities'],
  ['mock-server/src/domain/login.ts', "import '../handlers/session/session.js';", 'layers/forbidden-imports', 'every domain may use them'],
  // the validating proxy
  ['mock-server/src/proxy/forward.ts', "import '../store/store.js';", 'layers/forbidden-imports', 'not there'],
  ['mock-server/src/proxy/exchange-check.ts', "import '../handlers/index.js';", 'layers/forbidden-imports', 'not there'],
  ['mock-server/src/proxy/finding.ts', "import '../entities/users.js';", 'layers/forbidden-imports', 'not there'],
  ['mock-server/src/proxy/drift-report.ts', "import '../domain/login.js';", 'layers/forbidden-imports', 'not there'],
  // the mock's handler domains stay apart
  ['mock-server/src/handlers/projects/projects.ts', "import { departs } from '../departments/departments.js';\nexport { departs };", 'layers/separate-slices', 'mock-server/src/handlers/departments'],
  ['mock-server/src/handlers/roles/role-users.ts', "import type { UserForm } from '../users/users.js';\nexport type { UserForm };", 'layers/separate-slices', 'move what both need'],
  ['mock-server/src/handlers/menus/menus.ts', "export * from '../roles';", 'layers/separate-slices', 'mock-server/src/handlers/roles'],
  // tables through their entity above the kit
  ['mock-server/src/handlers/users/users.ts', 'export const count = (store: { data: { users: unknown[] } }) => store.data.users.length;', 'layers/no-store-data', 'through its entity'],
  ['mock-server/src/handlers/hr/contracts.ts', 'export const first = (ctx: { store: { data: { hrContracts: unknown[] } } }) => ctx.store.data.hrContracts[0];', 'layers/no-store-data', 'store.data'],
  ['mock-server/src/handlers/hr/recycle-bin.ts', 'export function tables(store: { data: object }) {\n  const { data } = store;\n  return data;\n}', 'layers/no-store-data', 'not-deleted filter'],
  ['mock-server/src/domain/login.ts', 'export const tickets = (store: { data: { casTickets: unknown[] } }) => store.data.casTickets;', 'layers/no-store-data', 'mock-server/src/entities/'],
  // the contracts
  ['contracts/src/session/login.contract.test.ts', "import '../../../mock-server/src/store/store.js';", 'layers/forbidden-imports', "'@mis/mock-server'"],
  ['contracts/src/harness.ts', "import '@/app/session/session-store';", 'layers/forbidden-imports', "'@/api/…'"],
  ['contracts/src/harness.ts', "import '@/widgets/access';", 'layers/forbidden-imports', "'@/api/…'"],
  // e2e
  ['e2e/specs/shell/s.spec.ts', "import '../../../client/src/api/errors';", 'layers/forbidden-imports', 'drives the built client'],
  ['e2e/pages/p.ts', "import '@mis/mock-server';", 'layers/forbidden-imports', 'over HTTP'],
  ['e2e/pages/p.ts', "import '../../mock-server/src/sign';", 'layers/forbidden-imports', 'over HTTP'],
];

/** [file in the repo, source]: imports the boundaries allow. */
const ALLOWED = [
  ['client/src/features/dashboard/pages/p.tsx', "import '@/widgets/access';\nimport '@/shared/lib/greeting';\nimport '@/api/http';\nimport '../model/cost-bar';"],
  ['client/src/features/account/pages/p.tsx', "import '@/widgets/shell';"],
  ['client/src/app/router/r.tsx', "import '../pages/page-registry';\nimport '../layout/basic-layout';\nimport '@/features/dashboard';"],
  ['client/src/app/session/s.ts', "import '../access/permission-store';\nimport '../settings/settings-store';\nimport './session-api';"],
  ['client/src/app/pages/p.ts', "export const load = () => import('@/features/dashboard/pages/analysis-page');\nexport const again = () => import(`@/features/big-screen/pages/big-screen-page`);"],
  ['client/src/features/dashboard/components/c.test.tsx', "import '@/testing/render-with-providers';"],
  ['client/src/test-setup.ts', "import './testing/fake-backend';"],
  ['client/src/testing/t.tsx', "import './fake-backend';"],
  ['client/src/api/sign.test.ts', "import '../../../contracts/vectors/x-sign.json';"],
  ['mock-server/src/handlers/users.ts', "import '../store/store.js';\nimport '../crud/rows.js';\nimport '../envelope.js';"],
  ['mock-server/src/handlers/index.ts', "import './users/index.js';\nimport './roles/index.js';\nimport './departments/index.js';"],
  ['mock-server/src/handlers/roles/role-users.ts', "import './roles.js';\nimport '../../entities/users.js';\nimport '../../domain/user-rows.js';\nimport '../../store/records/users.js';"],
  ['mock-server/src/handlers/users/users.ts', "import { users } from '../../entities/users.js';\nimport type { Store } from '../../store/store.js';\nexport const count = (store: Store) => users.all(store).length;\nexport const name = (query: { data: string }) => query.data;"],
  ['mock-server/src/entities/users.ts', "import { defineEntity } from '../entity/entity.js';\nexport const users = defineEntity({ table: (data) => data.users, fields: {} });"],
  ['mock-server/src/domain/login.ts', "import '../entities/users.js';\nimport '../entity/entity.js';\nimport '../lib/client-ip.js';"],
  ['mock-server/src/store/store.ts', 'export const users = (store: { data: { users: unknown[] } }) => store.data.users;'],
  ['mock-server/src/store/store.ts', "import '../fixtures/menu.js';\nimport '../types.js';"],
  ['mock-server/src/plugins/control.ts', "import '../handlers/index.js';"],
  ['mock-server/src/proxy/exchange-check.ts', "import '../openapi/register-routes.js';\nimport '../plugins/static-client.js';\nimport '../envelope.js';"],
  ['mock-server/src/proxy/proxy.test.ts', "import '../app.js';"],
  ['contracts/src/harness.ts', "import '@mis/mock-server';\nimport '@mis/mock-server/sign';\nimport '@mis/mock-server/handlers';\nimport '@mis/openapi/compile-schemas';"],
  ['contracts/src/client-requests.test.ts', "import '@/api/http';\nimport '@/shared/storage/storage-keys';\nexport const load = () => import('@/features/account/api/password-api');"],
  ['e2e/specs/shell/s.spec.ts', "import '@playwright/test';\nimport '../../pages/session';"],
];

let eslint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function lint(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result.messages;
}

describe('the import boundaries of eslint.config.js', () => {
  it.each(FORBIDDEN)('%s: %s is reported by %s', async (file, source, rule, word) => {
    const messages = await lint(file, source);
    const reported = messages.filter((message) => message.ruleId === rule);
    expect(reported, JSON.stringify(messages)).toHaveLength(1);
    expect(reported[0].message).toContain(word);
  });

  it.each(ALLOWED)('%s: %s is allowed', async (file, source) => {
    expect(await lint(file, source)).toEqual([]);
  });

  it('every boundary the config declares is exercised by a forbidden fixture', async () => {
    const samples = [
      'client/src/features/x/a.ts',
      'client/src/app/x/a.ts',
      'mock-server/src/handlers/x.ts',
      'mock-server/src/store/x.ts',
      'mock-server/src/entities/x.ts',
      'mock-server/src/domain/x.ts',
      'mock-server/src/proxy/x.ts',
      'mock-server/src/x.ts',
      'contracts/src/x.test.ts',
      'e2e/specs/x.spec.ts',
    ];
    const declared = new Set();
    for (const sample of samples) {
      const config = await eslint.calculateConfigForFile(path.join(ROOT, sample));
      for (const [rule, setting] of Object.entries(config.rules ?? {})) {
        if (!rule.startsWith('layers/')) continue;
        const [, ...options] = Array.isArray(setting) ? setting : [setting];
        if (rule === 'layers/forbidden-imports' || rule === 'layers/separate-slices') for (const { because } of options) declared.add(because);
        else declared.add(rule);
      }
    }
    const exercised = new Set();
    for (const [file, source, rule] of FORBIDDEN) {
      for (const message of await lint(file, source)) {
        if (message.ruleId !== rule) continue;
        exercised.add(rule);
        for (const because of declared) if (message.message.endsWith(because)) exercised.add(because);
      }
    }
    expect([...declared].filter((boundary) => !exercised.has(boundary))).toEqual([]);
    expect(declared.size).toBeGreaterThanOrEqual(22);
  });
});
