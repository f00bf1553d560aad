// `npm run bench`: gzip size of every JS chunk of builds/own, and the time from navigation to the first drawn
// road frame in headless Chromium (median of 5) against the reference server on loopback.
// Targets (issue 2): first chunk <= 40 KB gzip, all JS <= 450 KB gzip, first road frame < 2 s.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const host = 'own';
const out = path.join(root, 'builds', host);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (!process.argv.includes('--no-build')) {
  const b = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), host], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(1);
}

// Sizes
const html = readFileSync(path.join(out, 'index.html'), 'utf8');
const entry = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
const jsDir = path.join(out, 'js');
let total = 0;
let first = 0;
console.log(`\nJS chunks of builds/${host} (gzip):`);
for (const f of readdirSync(jsDir).sort()) {
  const size = gzipSync(readFileSync(path.join(jsDir, f)), { level: 9 }).length;
  total += size;
  const isEntry = `js/${f}` === entry;
  if (isEntry) first = size;
  console.log(`  ${f.padEnd(40)} ${kb(size).padStart(10)}${isEntry ? '  (first chunk: paints the loading screen)' : ''}`);
}
console.log(`  first chunk ${kb(first)} (target <= 40 KB), all JS ${kb(total)} (target <= 450 KB)`);

// First road frame
const port = 8097;
const server = spawn(process.execPath, [path.join(root, 'fixtures', 'server', 'main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: out, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-db-')) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/connection/isConnectionExists`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const times = [];
  for (let run = 0; run < 5; run++) {
    // A player who already has a character, so the first scene is the road.
    const res = await fetch(`${base}/api/security/registerTrial`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ characterAndCompanion: 'human:elf_female', domain: 'localhost', lang: 'EN', sw: '480', sh: '800', cw: '480', ch: '800', frontVersion: '571' }),
    });
    const token = res.headers.get('authorization');
    const context = await browser.newContext({ viewport: { width: 480, height: 800 } });
    await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
    const page = await context.newPage();
    await page.goto(`${base}/?lang=en`);
    const t = await page.waitForFunction(() => performance.getEntriesByName('first-road-frame')[0]?.startTime, null, { timeout: 60_000 });
    times.push(await t.jsonValue());
    await context.close();
  }
  await browser.close();
  times.sort((a, b) => a - b);
  console.log(`\nfirst road frame: median ${(times[2] / 1000).toFixed(2)} s over 5 (${times.map((x) => (x / 1000).toFixed(2)).join(', ')}) (target < 2 s)`);
} finally {
  server.kill();
}
