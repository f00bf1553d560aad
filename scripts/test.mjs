// `npm test`: every test. Installs Debian's Chromium and RabbitMQ when missing (root), type-checks, checks the layer rules, runs the unit and server
// suites (vitest), builds the hosts' bundles and runs the browser suites (Playwright in /usr/bin/chromium).
// The build and then the browser suites run beside vitest (which keeps about 1.2 of 2 cores busy), not after it: the
// browser suites begin as soon as the bundles are built; the type check and the layer rules run after vitest, beside
// the browser suites (issue 27).
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
 * Runs one step. A step beside another one holds its output until `holdUntil` settles (by default until it ends), so
 * it does not interleave with the other step's; from then on it prints as it goes. With `printAfter`, its output is
 * held until it has ended and `printAfter` has settled, and then printed whole (the step is done when it ends).
 */
const step = (title, cmd, args, { env = {}, quiet = false, holdUntil = null, printAfter = null, beside = 'vitest' } = {}) =>
  new Promise((resolve) => {
    const held = [];
    let holding = quiet;
    if (!quiet) console.log(`\n=== ${title}`);
    const t = Date.now();
    const child = spawn(cmd, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const release = () => {
      if (!holding) return;
      holding = false;
      process.stdout.write(`\n=== ${title} (ran beside ${beside})\n${Buffer.concat(held).toString()}`);
    };
    const out = (chunk) => (holding ? held.push(chunk) : process.stdout.write(chunk));
    child.stdout?.on('data', out);
    child.stderr?.on('data', out);
    if (quiet && holdUntil) void holdUntil.then(release);
    child.on('close', (code) => {
      const seconds = (Date.now() - t) / 1000;
      // The step counts as done at once (a lane goes on to its next shard); its output waits for `printAfter`.
      steps.push({ title, seconds, ok: code === 0 });
      void Promise.resolve(printAfter).then(() => {
        release();
        console.log(`=== ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      });
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

// Playwright empties test-results/ when it starts, so the runners' JSON summaries live elsewhere.
const reports = path.join(root, '.test-reports');
mkdirSync(reports, { recursive: true });
// The browser suites run as shards (below), each writing its own report.
const SHARDS = 6;
const shardReports = Array.from({ length: SHARDS }, (_, i) => path.join(reports, `playwright-${i + 1}.json`));
// A report left by an earlier run must not stand in for a runner that did not get to write one.
for (const file of [path.join(reports, 'vitest.json'), path.join(reports, 'playwright.json'), ...shardReports]) rmSync(file, { force: true });
const started = Date.now();
let ok = await step('catalogs', bin('lingui'), ['compile', '--typescript']);
// The server suites also run on a real PostgreSQL when one can be started here (or TEST_DATABASE_URL is given).
const pg = process.env.TEST_DATABASE_URL ? null : startPostgres();
const vitestEnv = pg ? { TEST_DATABASE_URL: pg.url } : {};
let vitestEnded = () => {};
const vitestDone = new Promise((resolve) => {
  vitestEnded = resolve;
});
// The longer path, beside vitest: the bundles, which must not compile the catalogs again while vitest reads them
// (CATALOGS_COMPILED: the step above did), then the browser suites on them, as six shards that two lanes take in turn:
// the first lane from the build on, in the share of the 2 cores vitest leaves (it keeps about 1.2 busy), the second
// once vitest has ended, so both cores stay busy to the end whichever finishes first (issue 27). Each shard has its
// own server port, results folder and report, and prints whole once it has ended and vitest has printed.
const browserPath = (async () => {
  const built = await step('build every host bundle', process.execPath, [path.join(root, 'scripts', 'build.mjs')], { quiet: true, env: { CATALOGS_COMPILED: '1' } });
  if (!built) return { built, browsed: false };
  const waiting = Array.from({ length: SHARDS }, (_, i) => i + 1);
  const shard = (n) =>
    step(`browser tests ${n}/${SHARDS}`, bin('playwright'), ['test', `--shard=${n}/${SHARDS}`, `--output=test-results/shard-${n}`], {
      quiet: true,
      printAfter: vitestDone,
      beside: 'vitest or another browser shard',
      env: { E2E_PORT: String(8090 + n), E2E_REPORT: shardReports[n - 1] },
    });
  const lane = async (startAfter) => {
    await startAfter;
    const results = [];
    for (let n = waiting.shift(); n !== undefined; n = waiting.shift()) results.push(await shard(n));
    return results;
  };
  const browsed = (await Promise.all([lane(null), lane(vitestDone)])).flat().every(Boolean);
  return { built, browsed };
})();
// The other steps give way to that path when the 2 cores are short (niceness 5, which child processes inherit):
// some of Playwright's clicks wait 2 s where vitest's tests have a minute (a loaded machine failed layout.spec's
// header checks; issue 27).
const niced = (cmd, args) => (existsSync('/usr/bin/nice') ? ['/usr/bin/nice', ['-n', '5', cmd, ...args]] : [cmd, args]);
const tested = await step('unit and server tests', ...niced(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`]), { env: vitestEnv });
vitestEnded();
pg?.stop();
// After vitest, beside the browser suites, one after another: the type check and the layer rules of DESIGN.md
// "Folders" (a wrong import fails there, named after the rule it breaks). Before, they held the build back by ~30 s.
const typed = await step('typecheck', ...niced(bin('tsc'), ['-p', '.']), { quiet: true, beside: 'the browser tests' });
const layered = await step('layers', ...niced(bin('depcruise'), ['core', 'platforms', 'fixtures', 'test', '--config', 'scripts/dependency-rules.mjs', '--output-type', 'err-long']), { quiet: true, beside: 'the browser tests' });
const { built, browsed } = await browserPath;
ok = ok && tested && typed && layered && built && browsed;

// One plain closing line for CI: the sum of both runners' counts.
let passed = 0;
let failed = 0;
try {
  const v = JSON.parse(readFileSync(`${reports}/vitest.json`, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
} catch { failed += 1; }
for (const file of shardReports) {
  try {
    const p = JSON.parse(readFileSync(file, 'utf8'));
    passed += p.stats.expected + p.stats.flaky;
    failed += p.stats.unexpected;
  } catch { if (built) failed += 1; }
}
for (const line of summaryLines(steps, { vitest: `${reports}/vitest.json`, playwright: shardReports }, root)) console.log(line);
console.log(`${'whole run'.padEnd(34)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
