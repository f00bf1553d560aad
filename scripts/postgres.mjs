// A throwaway PostgreSQL cluster for the server suites (DESIGN "Testing pyramid": embedded and PostgreSQL).
// Installs Debian's server when missing (root), runs it as the postgres user in a temp folder, trust auth on loopback.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const pgBin = () => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
};

/** True when startPostgres can run a cluster here without installing anything (root, server binaries present). */
export const canStartPostgres = () => process.getuid?.() === 0 && pgBin() !== null;

/**
 * Starts a cluster and returns `{ url, stop, start, dir }`, or null (with the reason printed) when it cannot.
 * `stop` then `start` is a restart on the same port and data; `dir` (data and log) is the caller's to delete.
 */
export function startPostgres(port = 5439) {
  if (process.getuid?.() !== 0) {
    console.log('postgres: not root, PostgreSQL suites use TEST_DATABASE_URL only');
    return null;
  }
  let bin = pgBin();
  if (!bin) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
    bin = pgBin();
  }
  if (!bin) {
    console.log('postgres: server not installable here');
    return null;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const asPg = (cmd) => spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', cmd], { stdio: 'inherit' });
  if (asPg(`${bin}/initdb -A trust -U postgres -D ${data} >/dev/null`).status !== 0) return null;
  const start = () =>
    asPg(`${bin}/pg_ctl -D ${data} -l ${dir}/log -w -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null`);
  if (start().status !== 0) return null;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => asPg(`${bin}/pg_ctl -D ${data} -m fast stop >/dev/null`),
    start,
    dir,
  };
}
