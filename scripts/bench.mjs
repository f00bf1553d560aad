// `npm run bench`: sizes and speeds with targets from the issues; figures go in the issue notes.
//   issue 2: gzip of every JS chunk of builds/own (first chunk <= 40 KB, all <= 450 KB) and navigation to the
//            first drawn road frame in headless Chromium (median of 5, < 2 s);
//   issue 9: the bytes of a first visit of builds/own, as files and as the brotli the server sends;
//   issue 3: per host, adapter code (<= 8 KB gzip) and the whole bundle;
//   issue 4: chat send to display at another client (median over 100, p99 < 50 ms) and one message to 1000
//            STOMP subscribers (p50 and p99, p99 < 250 ms);
//   issue 10: the first road frame on a Fast-3G-like profile (150 ms, 1.6 Mbit/s down, cold cache, 480×800; median
//            of 3, < 3 s), with the request waterfall of the median run;
//   issue 11: the creature scene's load, View tapped on the squad tab to the scene's first frame (fade, loading
//            scene, its chunk, the roster), cold (first open of the page load) and warm (the chunk already there);
//   issue 9: load, 200 simulated players in the battle loop against one server on PostgreSQL (>= 1000 requests/s,
//            p99 < 50 ms, no error) and on the embedded database (issue 26: 50 players at 5 calls a second, p99 <= 100 ms;
//            50 at 10 a second, offering 500/s, >= 500 requests/s and p99 <= 100 ms; 200 players, p99 <= 250 ms; with the
//            database process's CPU per request), `--seconds=` each;
//   issue 14: load also runs the arena (scripts/bench/arenaLoad.mjs; alone with `--only=arena`): 10,000 arena
//            players seeded, simulated players attacking, giving up and completing (2 calls a second each; 40 on
//            PostgreSQL, 10 on the embedded database), `--seconds=` each (30 by default); the attack's p50/p99 and
//            matchmaking's own (Server-Timing `match`, p99 < 20 ms);
//   issue 24: frames per second on the road (the party walking) and in the first lair's battle at 390×844 in
//            headless Chromium on the software renderer (SwiftShader), >= 30 each (`--only=fps`, BENCH_FPS_PORT, 8102).
//   issue 26: statements, the battle loop, registration, the arena and the main clan calls once each through
//            app.inject on both engines: statements, transactions and round trips per call (counted, not timed);
//            BENCH_STATEMENTS_SQL=registerTrial,battle/complete also prints those calls' statements.
//   issue 26: scale (`--only=scale`): two instances on one PostgreSQL with the RabbitMQ relay, the battle loop's
//            players split between them, beside one instance; soak (`--only=soak`, only when named: 30 minutes by
//            default, `--minutes=`, `--players=`): memory, p99 and errors every minute on PostgreSQL.
// BENCH_FRAME_PORT, BENCH_SLOW_PORT and BENCH_CREATURE_PORT move the servers of `frame` (8097), `slow` (8100) and
// `creature` (8101) when those ports are taken; BENCH_LOAD_PORT (8098, and the next) and BENCH_LOAD_PG_PORT (5452)
// those of `load` and `arena`. BENCH_CPU_PROF=<folder>: the benchmarks' server processes run under V8's CPU profiler and
// write their .cpuprofile there when stopped; `node scripts/bench/cpuProfileSummary.mjs <file> [top] [skip s]` sums one.
// `--no-build` reuses builds/; `--only=sizes,frame,slow,creature,fps,hosts,chat,fanout,load,arena,statements,scale,soak` picks parts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chatLatency } from './bench/chatLatency.mjs';
import { fanout } from './bench/fanout.mjs';
import { firstVisit } from './bench/firstVisit.mjs';
import { FPS_TARGET, FPS_VIEWPORT, measureFps } from './bench/fps.mjs';
import { hostSizes } from './bench/hostSizes.mjs';
import { arenaLoad } from './bench/arenaLoad.mjs';
import { load } from './bench/load.mjs';
import { scaleOut } from './bench/scaleOut.mjs';
import { soak } from './bench/soak.mjs';
import { statements } from './bench/statements.mjs';
import { formatMarks, formatWaterfall, SLOW_BUDGET_MS, SLOW_PROFILE, SLOW_TARGET_MS, slowVisit } from './bench/slowVisit.mjs';
import { chromiumArgs, quantile, registerTrial, root, startServer } from './bench/serverProcess.mjs';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const wants = (part) => !only || only.includes(part);
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;

if (!process.argv.includes('--no-build')) {
  const b = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(1);
}

if (wants('sizes')) {
  const out = path.join(root, 'builds', 'own');
  const entry = /<script type="module" src="([^"]+)"/.exec(readFileSync(path.join(out, 'index.html'), 'utf8'))?.[1];
  let total = 0;
  let first = 0;
  console.log('\nJS chunks of builds/own (gzip), and the lazy chunks\' catalogs (i18n/, one per locale, both counted):');
  for (const folder of ['js', 'i18n']) {
    if (!existsSync(path.join(out, folder))) continue;
    for (const f of readdirSync(path.join(out, folder)).filter((name) => name.endsWith('.js')).sort()) {
      const size = gzipSync(readFileSync(path.join(out, folder, f)), { level: 9 }).length;
      total += size;
      if (`${folder}/${f}` === entry) first = size;
      console.log(`  ${`${folder}/${f}`.padEnd(45)} ${kb(size).padStart(10)}${`${folder}/${f}` === entry ? '  (first chunk: paints the loading screen)' : ''}`);
    }
  }
  console.log(`  first chunk ${kb(first)} (target <= 40 KB), all JS ${kb(total)} (target <= 450 KB)`);
  const visit = firstVisit(out);
  console.log(
    `first visit (index.html, CSS, JS with the en catalog: ${visit.files.length} files): ${kb(visit.bytes)} as files, ${kb(visit.brotli)} brotli as served; atlas ${kb(visit.atlas)} more`,
  );
  if (visit.atlasImage) console.log(`atlas image ${visit.atlasImage.file}: ${kb(visit.atlasImage.bytes)}`);
}

if (wants('fps')) {
  const server = await startServer({ port: Number(process.env.BENCH_FPS_PORT ?? 8102), staticDir: path.join(root, 'builds', 'own') });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const runs = [];
    for (let run = 0; run < 3; run++) runs.push(await measureFps(browser, server.url, (await registerTrial(server.url)).token));
    const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[1];
    const fps = (n) => `${n.toFixed(1)} fps`;
    console.log(`\nframes per second at ${FPS_VIEWPORT.width}×${FPS_VIEWPORT.height}, software renderer (median of 3):`);
    console.log(`  road, walking:  ${fps(median('road'))} (target >= ${FPS_TARGET})  runs ${runs.map((r) => fps(r.road)).join(', ')}`);
    console.log(`  battle:         ${fps(median('battle'))} (target >= ${FPS_TARGET})  runs ${runs.map((r) => fps(r.battle)).join(', ')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (wants('frame')) {
  const server = await startServer({ port: Number(process.env.BENCH_FRAME_PORT ?? 8097), staticDir: path.join(root, 'builds', 'own') });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const times = [];
    for (let run = 0; run < 5; run++) {
      // A player who already has a character, so the first scene is the road.
      const { token } = await registerTrial(server.url);
      const context = await browser.newContext({ viewport: { width: 480, height: 800 } });
      await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
      const page = await context.newPage();
      await page.goto(`${server.url}/?lang=en`);
      const t = await page.waitForFunction(() => performance.getEntriesByName('first-road-frame')[0]?.startTime, null, { timeout: 60_000 });
      times.push(await t.jsonValue());
      await context.close();
    }
    times.sort((a, b) => a - b);
    console.log(`\nfirst road frame: median ${(quantile(times, 0.5) / 1000).toFixed(2)} s over 5 (${times.map((x) => (x / 1000).toFixed(2)).join(', ')}) (target < 2 s)`);
  } finally {
    await browser.close();
    server.stop();
  }
}

if (wants('slow')) {
  const server = await startServer({ port: Number(process.env.BENCH_SLOW_PORT ?? 8100), staticDir: path.join(root, 'builds', 'own') });
  try {
    const r = await slowVisit(server.url);
    const profile = `${SLOW_PROFILE.latency} ms, ${(SLOW_PROFILE.downloadThroughput * 8) / 1e6} Mbit/s down, cold cache, 480×800`;
    console.log(`\nfirst road frame on the slow profile (${profile}): median ${(r.median / 1000).toFixed(2)} s over ${r.times.length} (${r.times.map((x) => (x / 1000).toFixed(2)).join(', ')}) (budget ≤ ${SLOW_BUDGET_MS / 1000} s, target ≤ ${SLOW_TARGET_MS / 1000} s)`);
    console.log(`requests of the median run (start, first byte, end after navigation start; bytes as received):\n${formatWaterfall(r.waterfall, r.median)}`);
    console.log(formatMarks(r.marks));
  } finally {
    server.stop();
  }
}

if (wants('creature')) {
  const server = await startServer({ port: Number(process.env.BENCH_CREATURE_PORT ?? 8101), staticDir: path.join(root, 'builds', 'own') });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const cold = [];
    const warm = [];
    for (let run = 0; run < 5; run++) {
      const { token } = await registerTrial(server.url);
      const context = await browser.newContext({ viewport: { width: 480, height: 800 } });
      await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
      const page = await context.newPage();
      await page.goto(`${server.url}/?lang=en`);
      await page.waitForFunction(() => performance.getEntriesByName('first-road-frame')[0] !== undefined, null, { timeout: 60_000 });
      // View tapped to the creature scene's first frame, read off the page's own clock.
      const open = async () => {
        if (!(await page.locator('#header-heroes').isVisible())) await page.locator('#header-menu').click();
        await page.locator('#header-heroes').click();
        const view = page.locator('#heroes-squad .hero-view').first();
        await view.waitFor({ timeout: 60_000 });
        const before = await page.evaluate(() => performance.getEntriesByName('creature-frame').length);
        const start = await view.evaluate((button) => {
          const t = performance.now();
          button.click();
          return t;
        });
        const end = await page.waitForFunction(
          (n) => performance.getEntriesByName('creature-frame')[n]?.startTime,
          before,
          { timeout: 60_000 },
        );
        return (await end.jsonValue()) - start;
      };
      cold.push(await open());
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.documentElement.dataset.scene === 'road' && document.documentElement.dataset.sceneReady === 'true', null, { timeout: 60_000 });
      warm.push(await open());
      await context.close();
    }
    cold.sort((a, b) => a - b);
    warm.sort((a, b) => a - b);
    const list = (xs) => xs.map((x) => ms(x)).join(', ');
    console.log(`\ncreature scene load (View to its first frame, 350 ms fade included): cold median ${ms(quantile(cold, 0.5))} (${list(cold)}), warm median ${ms(quantile(warm, 0.5))} (${list(warm)})`);
  } finally {
    await browser.close();
    server.stop();
  }
}

if (wants('hosts')) {
  console.log('\nper host (gzip): adapter code (target <= 8 KB) / whole bundle JS');
  for (const row of await hostSizes()) {
    console.log(`  ${row.host.padEnd(8)} ${kb(row.adapter).padStart(9)} ${row.adapter <= 8192 ? 'ok  ' : 'OVER'} / ${row.bundle === null ? 'not built' : kb(row.bundle)}`);
  }
}

if (wants('chat')) {
  const r = await chatLatency();
  console.log(`\nchat send to display at another client: median ${ms(r.median)}, p99 ${ms(r.p99)} over ${r.count} (target p99 < 50 ms)`);
}

if (wants('load') || wants('arena')) {
  const { startPostgres } = await import('./postgres.mjs');
  const seconds = process.argv.find((a) => a.startsWith('--seconds='))?.slice(10);
  const port = Number(process.env.BENCH_LOAD_PORT ?? 8098);
  const pgPort = Number(process.env.BENCH_LOAD_PG_PORT ?? 5452);
  if (wants('load')) await load({ port, startPostgres: () => startPostgres(pgPort), seconds: Number(seconds ?? 60) });
  await arenaLoad({ port, startPostgres: () => startPostgres(pgPort), seconds: Number(seconds ?? 30) });
}

if (wants('scale')) {
  const { startPostgres } = await import('./postgres.mjs');
  const seconds = Number(option('seconds') ?? 60);
  await scaleOut({ port: Number(process.env.BENCH_LOAD_PORT ?? 8098), startPostgres: () => startPostgres(Number(process.env.BENCH_LOAD_PG_PORT ?? 5452)), seconds });
}

// Half an hour: only when named.
if (only?.includes('soak')) {
  const { startPostgres } = await import('./postgres.mjs');
  await soak({
    port: Number(process.env.BENCH_LOAD_PORT ?? 8098),
    startPostgres: () => startPostgres(Number(process.env.BENCH_LOAD_PG_PORT ?? 5452)),
    minutes: Number(option('minutes') ?? 30),
    players: Number(option('players') ?? 130),
  });
}

if (wants('statements')) {
  const { startPostgres } = await import('./postgres.mjs');
  await statements({ startPostgres: () => startPostgres(Number(process.env.BENCH_LOAD_PG_PORT ?? 5452)) });
}

if (wants('fanout')) {
  const r = await fanout();
  console.log(`\none message to 1000 STOMP subscribers: p50 ${ms(r.p50)}, p99 ${ms(r.p99)} over ${r.deliveries} deliveries (target p99 < 250 ms)`);
}
