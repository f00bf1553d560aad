import type { SpawnSyncReturns } from 'node:child_process';

/** True when startPostgres can run a cluster here without installing anything (root, server binaries present). */
export declare const canStartPostgres: () => boolean;

/** A throwaway cluster: `stop` then `start` restarts it on the same port and data; `dir` is the caller's to delete. */
export interface ThrowawayPostgres {
  url: string;
  stop(): SpawnSyncReturns<Buffer>;
  start(): SpawnSyncReturns<Buffer>;
  dir: string;
}

/** Starts a cluster on `port` (default 5439), or null (with the reason printed) when it cannot. */
export declare function startPostgres(port?: number): ThrowawayPostgres | null;
