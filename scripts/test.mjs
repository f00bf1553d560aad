// `npm test`: every test. Installs Debian's Chromium and RabbitMQ when missing (root), type-checks, checks the layer rules, runs the unit and server
// suites (vitest), builds the own bundle and runs the browser suites (Playwright in /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startPostgres } from './postgres.mjs';
import { canStartRabbitMq } from './rabbitmq.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const step = (title, cmd, args, env = {}) => {
  console.log(`\n=== ${title}`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return r.status === 0;
};

// Chromium for the browser suites; RabbitMQ (with its STOMP plugin) for the relay suite (fixtures/server/stomp/relay.test.ts,
// scripts/rabbitmq.mjs). PostgreSQL is installed by startPostgres below.
const missing = [
  ...(existsSync('/usr/bin/chromium') ? [] : ['chromium']),
  ...(canStartRabbitMq() ? [] : ['rabbitmq-server']),
];
if (missing.length > 0) {
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (process.getuid?.() !== 0) {
    if (missing.includes('chromium')) {
      console.error(`Missing: run as root or \`apt-get install -y ${missing.join(' ')}\` first.`);
      process.exit(1);
    }
    console.log('RabbitMQ is missing and this is not root: the relay suite is skipped (`apt-get install -y rabbitmq-server`).');
  } else {
    apt(['update', '-qq']);
    if (apt(['install', '-y', '-qq', ...missing]).status !== 0) process.exit(1);
  }
}

// Playwright empties test-results/ when it starts, so the runners' JSON summaries live elsewhere.
const reports = path.join(root, '.test-reports');
mkdirSync(reports, { recursive: true });
let ok = step('catalogs', bin('lingui'), ['compile', '--typescript']);
ok = step('typecheck', bin('tsc'), ['-p', '.']) && ok;
// The layer rules of DESIGN.md "Folders": a wrong import fails here, named after the rule it breaks.
ok = step('layers', bin('depcruise'), ['core', 'platforms', 'fixtures', 'test', '--config', 'scripts/dependency-rules.mjs', '--output-type', 'err-long']) && ok;
// The server suites also run on a real PostgreSQL when one can be started here (or TEST_DATABASE_URL is given).
const pg = process.env.TEST_DATABASE_URL ? null : startPostgres();
const vitestEnv = pg ? { TEST_DATABASE_URL: pg.url } : {};
ok = step('unit and server tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`], vitestEnv) && ok;
pg?.stop();
const built = step('build every host bundle', process.execPath, [path.join(root, 'scripts', 'build.mjs')]);
ok = built && ok;
if (built) ok = step('browser tests', bin('playwright'), ['test']) && ok;

// One plain closing line for CI: the sum of both runners' counts.
let passed = 0;
let failed = 0;
try {
  const v = JSON.parse(readFileSync(`${reports}/vitest.json`, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
} catch { failed += 1; }
try {
  const p = JSON.parse(readFileSync(`${reports}/playwright.json`, 'utf8'));
  passed += p.stats.expected + p.stats.flaky;
  failed += p.stats.unexpected;
} catch { if (built) failed += 1; }
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
