import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a script of the bench, plain JavaScript without declarations
import { slope } from '../../scripts/bench/soak.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe('npm run bench', () => {
  it('loads every part and runs one that needs no server (the README command stays runnable)', () => {
    // An empty build folder: npm test builds the hosts while this runs, so builds/ may be half-written.
    const builds = mkdtempSync(path.join(tmpdir(), 'bench-builds-'));
    const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'bench.mjs'), '--no-build', '--only=hosts'], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: builds },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/per host \(gzip\): adapter code/);
    expect(run.stdout).toMatch(/^ {2}own .* \/ not built$/m);
  });

  it('calls memory that climbs every minute growing and memory that wobbles flat (the soak verdict)', () => {
    const mb = 2 ** 20;
    expect(slope([100, 104, 108, 112, 116].map((x) => x * mb)) / mb).toBeCloseTo(4);
    expect(Math.abs(slope([100, 103, 99, 102, 100].map((x) => x * mb)) / mb)).toBeLessThan(1);
  });
});
