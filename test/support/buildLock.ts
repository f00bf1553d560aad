import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { processExists } from '../../fixtures/server/db/processExists.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** A folder made while a browser suite builds bundles (mkdir is atomic: one process makes it, the others find it). */
const lockDir = path.join(root, 'builds', '.build-lock');
const WAIT_MS = 200;

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Runs `build` while no other browser-suite process builds (issue 27: with two Playwright workers, two spec files
 * could run scripts/build.mjs at once, each emptying the other's output folders and rewriting the compiled catalogs
 * the other's rollup reads). Waits for the holder to finish; a lock whose process is gone (a killed run) is taken over.
 * Synchronous, as the builds it guards are (spawnSync in a beforeAll).
 */
export function withBuildLock<T>(build: () => T): T {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error: unknown) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8'));
    } catch {}
    // No pid yet: the holder is between its mkdir and its write; wait for it like for any holder.
    if (Number.isInteger(holder) && !processExists(holder)) rmSync(lockDir, { recursive: true, force: true });
    // The other process builds for a minute or more: a short synchronous wait between looks at its lock.
    else Atomics.wait(pause, 0, 0, WAIT_MS);
  }
  try {
    writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
    return build();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
