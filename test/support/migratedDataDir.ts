import { appendFileSync, cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../fixtures/server/db/openDatabase.ts';
import { pgliteTemplateKey } from '../../fixtures/server/db/pgliteTemplate.ts';

const templateDir = async (): Promise<string> => {
  const dir = path.join(tmpdir(), `pglite-datadir-small-${pgliteTemplateKey()}`);
  if (existsSync(dir)) return dir;
  const partial = mkdtempSync(`${dir}-partial-`);
  const db = await openDatabase({ kind: 'pglite', dataDir: partial });
  await db.close();
  // Shared memory as small as the in-memory template's (db/pgliteTemplate.ts): PostgreSQL zeroes the 145 MB of its
  // defaults at every start, ~0.6 s of CPU for each server these suites start on a folder and for each restart.
  appendFileSync(path.join(partial, 'postgresql.auto.conf'), "shared_buffers = '4MB'\nmax_connections = 8\n");
  try {
    // Renamed whole into place, so a suite starting beside this one copies a complete folder or makes its own.
    renameSync(partial, dir);
  } catch (error: unknown) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
};

let template: Promise<string> | undefined;

/**
 * A new data folder holding an embedded database with every migration applied, for a server a suite starts as
 * its own process: a copy takes tens of milliseconds where PGlite's initdb in an empty folder takes seconds. The
 * folder it copies is made once per PGlite build and set of migrations (pgliteTemplateKey).
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  template ??= templateDir();
  const source = await template;
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(source, dir, { recursive: true });
  return dir;
}
