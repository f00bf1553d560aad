// `npm test`: every test. Installs Debian's Chromium and RabbitMQ when missing (root), type-checks, checks the layer rules, runs the unit and server
// suites (vitest), builds the hosts' bundles and runs the browser suites (Playwright in /usr/bin/chromium).
// The type check, the layer rules and the build run beside vitest (which keeps about 1.2 of 2 cores busy), not after it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startPostgres } from './postgres.mjs';
import { canStartRabbitMq } from './rabbitmq.mjs';
import { summaryLines } from './testReport.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
/** Every step's title, seconds and outcome, for the closing summary. */
const steps = [];
/**
 * Runs one step. `quiet` steps run beside another one: their output is held and printed whole when they end, so it
 * does not interleave with the other step's.
 */
const step = (title, cmd, args, { env = {}, quiet = false } = {}) =>
  new Promise((resolve) => {
    if (!quiet) console.log(`\n=== ${title}`);
    const t = Date.now();
    const child = spawn(cmd, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - t) / 1000;
      if (quiet) process.stdout.write(`\n=== ${title} (ran beside vitest)\n${Buffer.concat(held).toString()}`);
      console.log(`=== ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      steps.push({ title, seconds, ok: code === 0 });
      resolve(code === 0);
    });
  });

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

// Every Node process of the run (the server processes the suites start, their embedded databases' processes, the
// runners' workers) keeps the modules it compiled in Node's compile cache for the next one (scripts/start.mjs).
process.env.NODE_COMPILE_CACHE ??= path.join(root, 'node_modules', '.cache', 'node-compile-cache');

// Playwright empties test-results/ when it starts, so the runners' JSON summaries live elsewhere.
const reports = path.join(root, '.test-reports');
mkdirSync(reports, { recursive: true });
// A report left by an earlier run must not stand in for a runner that did not get to write one.
for (const file of ['vitest.json', 'playwright.json']) rmSync(path.join(reports, file), { force: true });
const started = Date.now();
let ok = await step('catalogs', bin('lingui'), ['compile', '--typescript']);
// The server suites also run on a real PostgreSQL when one can be started here (or TEST_DATABASE_URL is given).
const pg = process.env.TEST_DATABASE_URL ? null : startPostgres();
const vitestEnv = pg ? { TEST_DATABASE_URL: pg.url } : {};
// Beside vitest, one after another: the type check, the layer rules of DESIGN.md "Folders" (a wrong import fails
// there, named after the rule it breaks), and the bundles, which must not compile the catalogs again while vitest
// reads them (CATALOGS_COMPILED: the step above did).
const besideVitest = (async () => {
  const typed = await step('typecheck', bin('tsc'), ['-p', '.'], { quiet: true });
  const layered = await step('layers', bin('depcruise'), ['core', 'platforms', 'fixtures', 'test', '--config', 'scripts/dependency-rules.mjs', '--output-type', 'err-long'], { quiet: true });
  const built = await step('build every host bundle', process.execPath, [path.join(root, 'scripts', 'build.mjs')], { quiet: true, env: { CATALOGS_COMPILED: '1' } });
  return { checked: typed && layered, built };
})();
const tested = await step('unit and server tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`], { env: vitestEnv });
pg?.stop();
const { checked, built } = await besideVitest;
ok = ok && tested && checked && built;
if (built) ok = (await step('browser tests', bin('playwright'), ['test'])) && ok;

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
for (const line of summaryLines(steps, { vitest: `${reports}/vitest.json`, playwright: `${reports}/playwright.json` }, root)) console.log(line);
console.log(`${'whole run'.padEnd(34)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
