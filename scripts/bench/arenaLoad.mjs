// `npm run bench -- --only=load`, the arena part (issue 14): 10,000 arena players in the database, simulated players
// attacking (`battle/arena/attack`, then giving up and completing) against one server process on PostgreSQL and on the embedded
// database; the attack call's p50/p99 and matchmaking's own time (its Server-Timing span `match`).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sendRequest } from './sendRequest.mjs';
import { quantile, startServer } from './serverProcess.mjs';

const POPULATION = 10_000;
/** Attackers on PostgreSQL and on the embedded database (one process, one connection: it saturates sooner). */
const ATTACKERS = { postgres: 40, embedded: 10 };
/**
 * Each simulated player attacks, gives up and completes: three calls per round, paced like a player who clicks and
 * watches. 40 players at 2 calls a second keep the server below saturation on a small machine, so the figures are
 * the calls' own time, not a queue's (the issue's target is about the 10,000 rows, not the crowd).
 */
const CALLS_PER_PLAYER_PER_SECOND = 2;
const TRIAL = { characterAndCompanion: 'human:elf_female', domain: 'localhost', lang: 'EN', sw: '480', sh: '800', cw: '480', ch: '800', frontVersion: '571' };

/**
 * Seeds the database the server process will open: ATTACKERS players made through the API (their tokens outlive
 * the restart: tokens are stored), then POPULATION defenders as copies of the first one's squad, in one INSERT …
 * SELECT per table, with strengths spread over four times the template's so most attackers meet a band.
 */
async function seed(dbOptions, attackers) {
  const { createServer } = await import('../../fixtures/server/createServer.ts');
  const { scaleRateLimits } = await import('../../fixtures/server/rateLimit/rateLimits.ts');
  const { ARENA_LEVEL } = await import('../../core/model/index.ts');
  const server = await createServer({ ...dbOptions, staticDir: null, rateLimits: scaleRateLimits(1000), arenaRewardIntervalMs: 24 * 3_600_000 });
  try {
    const tokens = [];
    const ids = [];
    for (let i = 0; i < attackers; i++) {
      const trial = await server.app.inject({ method: 'POST', url: '/api/security/registerTrial', payload: new URLSearchParams(TRIAL).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      if (trial.statusCode !== 200) throw new Error(`registerTrial: ${trial.statusCode} ${trial.body.slice(0, 200)}`);
      const token = trial.headers.authorization;
      ids.push(trial.json().player.id);
      tokens.push(token);
      await server.app.inject({ method: 'GET', url: '/api/heroes', headers: { authorization: token } });
    }
    const list = `{${ids.join(',')}}`;
    await server.db.query(`UPDATE players SET name = 'Bench ' || id, level = $2 WHERE id = ANY($1::integer[])`, [list, ARENA_LEVEL]);
    const template = ids[0];
    const [{ first }] = await server.db.query(
      `WITH made AS (INSERT INTO players (client_uuid, name, level)
         SELECT 'arena-bench-' || n, 'Defender ' || n, $1 FROM generate_series(1, $2::integer) n RETURNING id)
       SELECT min(id) AS first FROM made`,
      [ARENA_LEVEL, POPULATION],
    );
    const seeded = `p.id BETWEEN ${first} AND ${first + POPULATION - 1}`;
    await server.db.query(
      `INSERT INTO hero_rosters (player_id, artifacts, upgrades, cards, hammers, group_leveling, used_offers, next_id)
       SELECT p.id, r.artifacts, r.upgrades, r.cards, r.hammers, r.group_leveling, r.used_offers, r.next_id
         FROM players p, hero_rosters r WHERE r.player_id = $1 AND ${seeded}`,
      [template],
    );
    await server.db.query(
      `INSERT INTO creatures (player_id, slot, combative, data, health_current, health_set_at, hero, squad_slot)
       SELECT p.id, c.slot, c.combative, c.data, c.health_current, c.health_set_at, c.hero, c.squad_slot
         FROM players p, creatures c WHERE c.player_id = $1 AND ${seeded}`,
      [template],
    );
    // The attackers enter the arena through the API (their real strength), the defenders by SQL around it.
    for (const token of tokens) await server.app.inject({ method: 'GET', url: '/api/arena/info', headers: { authorization: token } });
    const [{ strength }] = await server.db.query('SELECT strength FROM arena_players WHERE player_id = $1', [template]);
    await server.db.query(
      `INSERT INTO arena_players (player_id, strength, cups, next_reward_at)
       SELECT p.id, (p.id % 400) * $1::integer / 100, p.id % 3000, now() + interval '1 day' FROM players p WHERE ${seeded}`,
      [Math.max(1, strength)],
    );
    await server.db.exec('ANALYZE players; ANALYZE arena_players; ANALYZE creatures');
    return tokens;
  } finally {
    await server.close();
  }
}

async function run(url, tokens, seconds) {
  const attack = [];
  const match = [];
  const giveUp = [];
  const complete = [];
  let errors = 0;
  const firstErrors = [];
  const gap = 1000 / CALLS_PER_PLAYER_PER_SECOND;
  const end = Date.now() + seconds * 1000;
  const call = async (path, token, pace) => {
    const wait = pace.next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pace.next = Math.max(pace.next + gap, performance.now());
    const started = performance.now();
    const res = await sendRequest(`${url}${path}`, 'POST', { authorization: token });
    const body = await res.text();
    return { res, body, took: performance.now() - started };
  };
  await Promise.all(
    tokens.map(async (token, index) => {
      const pace = { next: performance.now() + (index * gap) / tokens.length };
      while (Date.now() < end) {
        try {
          const a = await call('/api/battle/arena/attack', token, pace);
          if (!a.res.ok) throw new Error(`attack: ${a.res.status} ${a.body.slice(0, 120)}`);
          attack.push(a.took);
          const span = Number(/match;dur=([\d.]+)/.exec(a.res.headers.get('server-timing') ?? '')?.[1]);
          if (Number.isFinite(span)) match.push(span);
          const g = await call('/api/battle/giveUpBattle', token, pace);
          if (!g.res.ok) throw new Error(`giveUpBattle: ${g.res.status} ${g.body.slice(0, 120)}`);
          giveUp.push(g.took);
          // Completing credits the fight (cups, history, the defender's notice) and frees the player to attack again.
          const c = await call('/api/battle/complete', token, pace);
          if (!c.res.ok) throw new Error(`complete: ${c.res.status} ${c.body.slice(0, 120)}`);
          complete.push(c.took);
        } catch (error) {
          errors += 1;
          if (firstErrors.length < 5) firstErrors.push(String(error));
        }
      }
    }),
  );
  const stats = (list) => ((s) => ({ n: s.length, p50: quantile(s, 0.5), p99: quantile(s, 0.99) }))(list.sort((a, b) => a - b));
  return { attack: stats(attack), match: stats(match), giveUp: stats(giveUp), complete: stats(complete), errors, firstErrors };
}

const report = (title, r) => {
  const f = (n) => (n === undefined ? '-' : `${n.toFixed(1)} ms`);
  console.log(`\n${title}`);
  for (const [name, s] of [['battle/arena/attack', r.attack], ['  matchmaking (match)', r.match], ['battle/giveUpBattle', r.giveUp], ['battle/complete', r.complete]]) {
    console.log(`    ${name.padEnd(22)} ${String(s.n).padStart(7)}  p50 ${f(s.p50).padStart(9)}  p99 ${f(s.p99).padStart(9)}`);
  }
  console.log(`  ${r.errors} errors${r.firstErrors.length > 0 ? `; first: ${r.firstErrors.join(' | ')}` : ''}`);
  console.log('  target: matchmaking p99 < 20 ms with 10,000 arena players');
};

/** The arena load: `seconds` per engine, ATTACKERS simulated players over POPULATION seeded arena players. */
export async function arenaLoad({ port, startPostgres, seconds = 30 }) {
  const pg = startPostgres?.();
  if (pg) {
    try {
      const tokens = await seed({ databaseUrl: pg.url }, ATTACKERS.postgres);
      const server = await startServer({ port, env: { DATABASE_URL: pg.url } });
      try {
        report(`arena load: ${ATTACKERS.postgres} attackers, ${POPULATION} arena players, ${seconds} s, PostgreSQL`, await run(server.url, tokens, seconds));
      } finally {
        server.stop();
      }
    } finally {
      pg.stop();
    }
  } else {
    console.log('\narena load on PostgreSQL: skipped (no PostgreSQL binaries)');
  }
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'bench-arena-')), 'db');
  const tokens = await seed({ dataDir }, ATTACKERS.embedded);
  const server = await startServer({ port: port + 1, env: { DATA_DIR: dataDir } });
  try {
    report(`arena load: ${ATTACKERS.embedded} attackers, ${POPULATION} arena players, ${seconds} s, embedded database`, await run(server.url, tokens, seconds));
  } finally {
    server.stop();
  }
}
