// One way for a route test to get a player of an in-process reference server: registered as a trial player (the
// real sign-up, so every row a new player has exists), with the columns no public call grants written straight in
// the database, and `get`/`post` bound to its token through `app.inject`. Route tests used to write this out by hand,
// each a little differently.
import type { PlayerInfo } from '../../core/model/index.ts';
import type { GameServer } from '../../fixtures/server/createServer.ts';
import { call, registerTrial, type Answer, type FormValue, type TRIAL_FORM } from '../../fixtures/server/testing/http.ts';

/** Columns of `players` a test may set, by their SQL names (level, gold, mithril, name, clan_id, …). */
export type PlayerColumns = Readonly<Record<string, string | number | boolean | null>>;

export interface ServerPlayer {
  readonly id: number;
  readonly token: string;
  readonly clientUuid: string;
  /** The sign-up's answer: the player before `columns` were written. */
  readonly info: PlayerInfo;
  get<T = unknown>(path: string, query?: Record<string, FormValue>): Promise<Answer<T>>;
  post<T = unknown>(path: string, form?: Record<string, FormValue>, query?: Record<string, FormValue>): Promise<Answer<T>>;
}

export interface ServerPlayerOptions {
  columns?: PlayerColumns;
  /** Overrides of the sign-up form (another character, a referrer). */
  trial?: Partial<Record<keyof typeof TRIAL_FORM | 'ref', FormValue>>;
}

// Column names go into the SQL text: only plain identifiers, so a typo fails loudly instead of running odd SQL.
const COLUMN = /^[a-z_][a-z0-9_]*$/;

/** Writes `columns` of player `id` straight in the database (what no public call grants). */
export async function setPlayerColumns(server: Pick<GameServer, 'db'>, id: number, columns: PlayerColumns): Promise<void> {
  const entries = Object.entries(columns);
  if (entries.length === 0) return;
  for (const [name] of entries) if (!COLUMN.test(name)) throw new Error(`setPlayerColumns: not a column name: ${name}`);
  const assignments = entries.map(([name], index) => `${name} = $${index + 2}`).join(', ');
  await server.db.query(`UPDATE players SET ${assignments} WHERE id = $1`, [id, ...entries.map(([, value]) => value)]);
}

/** Registers a trial player on `server`, sets `columns`, and answers it with calls bound to its token. */
export async function serverPlayer(server: Pick<GameServer, 'app' | 'db'>, options: ServerPlayerOptions = {}): Promise<ServerPlayer> {
  const { token, info } = await registerTrial(server.app, options.trial ?? {});
  const id = info.player.id;
  await setPlayerColumns(server, id, options.columns ?? {});
  return {
    id,
    token,
    clientUuid: info.clientUuid,
    info,
    get: (path, query) => call(server.app, 'GET', path, { token, ...(query ? { query } : {}) }),
    post: (path, form = {}, query) => call(server.app, 'POST', path, { token, form, ...(query ? { query } : {}) }),
  };
}
