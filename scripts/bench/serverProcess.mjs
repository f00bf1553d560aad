// Starts the reference server as its own process for a benchmark: loopback, a fresh embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Resolves when the server answers; `seed` is written to a SEED_FILE first. */
export async function startServer({ port, staticDir, seed, env = {} }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const seedFile = seed ? path.join(dir, 'seed.json') : undefined;
  if (seed) writeFileSync(seedFile, JSON.stringify(seed));
  // BENCH_CPU_PROF=<folder>: the server runs under V8's CPU profiler and writes a .cpuprofile there when stopped (issue 26).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(root, 'fixtures', 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'db'),
      LOG_LEVEL: 'warn',
      // The benchmarks sign in up to a thousand players from 127.0.0.1: every request limit raised (API.md "Request limits").
      // The soak's 130 players register ~3,900 trial players a minute from that one address: at ×1000 the trial limit
      // (30 in 10 minutes) let 30,000 through and then refused the rest of its window (26,974 errors in a minute).
      RATE_LIMIT_SCALE: '100000',
      ...(staticDir ? { STATIC_DIR: staticDir } : {}),
      ...(seedFile ? { SEED_FILE: seedFile } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/connection/isConnectionExists`)).ok) return { url, pid: child.pid, stop: () => child.kill() };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('the reference server did not start');
}

export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export async function login(url, name, password) {
  const res = await fetch(`${url}/api/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name, password, lang: 'EN' }),
  });
  if (!res.ok) throw new Error(`login ${name}: ${res.status}`);
  return { token: res.headers.get('authorization'), info: await res.json() };
}

export async function registerTrial(url) {
  const res = await fetch(`${url}/api/security/registerTrial`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ characterAndCompanion: 'human:elf_female', domain: 'localhost', lang: 'EN', sw: '480', sh: '800', cw: '480', ch: '800', frontVersion: '571' }),
  });
  if (!res.ok) throw new Error(`registerTrial: ${res.status}`);
  return { token: res.headers.get('authorization'), info: await res.json() };
}

export async function sendChat(url, token, text) {
  const res = await fetch(`${url}/api/chat/MAIN/send`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', authorization: token },
    body: text,
  });
  if (!res.ok) throw new Error(`chat send: ${res.status} ${await res.text()}`);
  return res.json();
}
