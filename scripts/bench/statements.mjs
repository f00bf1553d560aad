// `npm run bench -- --only=statements` (issue 26): what each call of the battle loop, registration, the arena and the
// main clan calls costs the database: statements, transactions and round trips (statements waited for one after the
// other, COMMIT included: BEGIN goes out with the first statement), counted, not timed, so the figures hold on a busy
// machine. Each call is made through `app.inject` on the embedded database and on PostgreSQL (TEST_DATABASE_URL, or the
// bench's own): the counts are the first round's; the CPU column is this process's CPU time (process.cpuUsage, user +
// system) per call, the mean over BENCH_CPU_ROUNDS more rounds (6) after that first one (a warm-up for the JIT). On the
// embedded database it includes the database's own work (an in-memory PGlite runs in this process); on PostgreSQL it is
// the server's side only. CPU time is less disturbed by other processes than wall time, but not immune (caches, turbo).
const { createServer } = await import('../../fixtures/server/createServer.ts');
const { openDatabase } = await import('../../fixtures/server/db/openDatabase.ts');
const { countingDatabase } = await import('../../fixtures/server/testing/countingDatabase.ts');
const { scaleRateLimits } = await import('../../fixtures/server/rateLimit/rateLimits.ts');
const { placesForStair } = await import('../../core/content/index.ts');
const { PlaceType, ARENA_LEVEL, CLAN_JOIN_LEVEL, DonationType } = await import('../../core/model/index.ts');

const TRIAL = { characterAndCompanion: 'human:elf_female', domain: 'localhost', lang: 'EN', sw: '480', sh: '800', cw: '480', ch: '800', frontVersion: '571' };
const lair = placesForStair(1).find((place) => place.placeType === PlaceType.CUSTOM_PLACE);

/** Every call once, in the order a player makes them; answers the rows of the table. */
async function profile(db, rounds) {
  const counting = countingDatabase(db);
  const server = await createServer({ db: counting, staticDir: null, rateLimits: scaleRateLimits(1000), arenaRewardIntervalMs: 24 * 3_600_000 });
  const rows = [];
  const cpu = new Map();
  let round = 0;
  const call = async (name, method, url, token, form) => {
    counting.reset();
    const before = process.cpuUsage();
    const res = await server.app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: token } : {}), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    const used = process.cpuUsage(before);
    if (round > 0) {
      const sum = cpu.get(name) ?? { us: 0, n: 0 };
      cpu.set(name, { us: sum.us + used.user + used.system, n: sum.n + 1 });
    }
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (!rows.some((row) => row.name === name)) {
      rows.push({ name, ...counting.count() });
      if (process.env.BENCH_STATEMENTS_SQL?.split(',').includes(name)) console.log(`${db.engine} ${name}:\n  ${counting.statements().join('\n  ')}`);
    }
    return { body: res.body === '' ? null : res.json(), headers: res.headers };
  };
  try {
    for (round = 0; round <= rounds; round++) await scenario(round);
    return rows.map((row) => ({ ...row, cpuUs: cpu.has(row.name) ? Math.round(cpu.get(row.name).us / cpu.get(row.name).n) : null }));
  } finally {
    await server.close();
  }

  async function scenario(round) {
    // The battle loop of `--only=load`.
    const trial = await call('registerTrial', 'POST', '/api/security/registerTrial', null, TRIAL);
    const token = trial.headers.authorization;
    const { contextId, maxCoordinate, id } = trial.body.player;
    await call('coordinate/set', 'POST', '/api/player/v3/coordinate/set', token, { coordinate: String(Math.min(lair.posY, maxCoordinate)), contextId: String(contextId) });
    let battle = (await call('battle/place/attack', 'POST', '/api/battle/place/attack', token, { placeId: String(lair.id) })).body;
    for (let hit = 0; hit < 40 && battle.outcome === 'NONE'; hit++) {
      const ask = (await call('battle/ask', 'POST', '/api/battle/ask', token)).body.ask;
      if (!ask) break;
      battle = (await call('battle/hit', 'POST', '/api/battle/hit', token, { attackerId: String(ask.attackerId), defenderId: String(ask.defenderId) })).body;
    }
    await call('battle/complete', 'POST', '/api/battle/complete', token);
    // The arena: two more players as opponents, all three raised to the arena's level.
    const others = [];
    for (let i = 0; i < 2; i++) {
      counting.reset();
      const res = await server.app.inject({ method: 'POST', url: '/api/security/registerTrial', payload: new URLSearchParams(TRIAL).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      others.push({ token: res.headers.authorization, id: res.json().player.id });
    }
    const ids = `{${[id, ...others.map((o) => o.id)].join(',')}}`;
    await db.query(`UPDATE players SET level = $2, gold = 100000, name = 'Bench ' || id WHERE id = ANY($1::integer[])`, [ids, Math.max(ARENA_LEVEL, CLAN_JOIN_LEVEL)]);
    for (const other of others) await server.app.inject({ method: 'GET', url: '/api/arena/info', headers: { authorization: other.token } });
    await call('arena/info', 'GET', '/api/arena/info', token);
    await call('battle/arena/attack', 'POST', '/api/battle/arena/attack', token);
    await call('battle/giveUpBattle', 'POST', '/api/battle/giveUpBattle', token);
    await call('battle/complete (arena)', 'POST', '/api/battle/complete', token);
    // The main clan calls.
    await call('clan/create', 'POST', '/api/clan/create', token, { name: `B${process.pid % 100000}r${round}` });
    await call('clan/get/my', 'GET', '/api/clan/get/my', token);
    await call('clan/info', 'POST', '/api/clan/info', token, { playerId: String(id) });
    await call('clan/participant/list/mine', 'GET', '/api/clan/participant/list/mine', token);
    await call('clan/donate', 'POST', '/api/clan/donate', token, { type: DonationType.GOLD ?? Object.values(DonationType)[0], amount: '10' });
    await call('clan/apply', 'POST', '/api/clan/apply', others[0].token, { clanId: String((await db.query('SELECT clan_id FROM clan_members WHERE player_id = $1', [id]))[0].clan_id) });
  }
}

const format = (engines) => {
  const names = [...new Set(Object.values(engines).flatMap((rows) => rows.map((row) => row.name)))];
  const cell = (row) => (row ? `${row.statements}/${row.transactions}/${row.roundTrips}/${row.waitsInside}` : '—');
  const cpuCell = (row) => (row?.cpuUs == null ? '—' : `${row.cpuUs} µs`);
  const heads = Object.keys(engines);
  const lines = [`  ${'call'.padEnd(28)}${heads.map((h) => `${h}`.padStart(16) + `${h} CPU`.padStart(16)).join('')}`];
  for (const name of names) {
    const rowOf = (h) => engines[h].find((row) => row.name === name);
    lines.push(`  ${name.padEnd(28)}${heads.map((h) => cell(rowOf(h)).padStart(16) + cpuCell(rowOf(h)).padStart(16)).join('')}`);
  }
  return lines.join('\n');
};

/** The statements part: the table on both engines (PostgreSQL skipped when there is none). */
export async function statements({ startPostgres }) {
  const engines = {};
  const rounds = Number(process.env.BENCH_CPU_ROUNDS ?? 6);
  const pglite = await openDatabase({ kind: 'memory' });
  try {
    engines.embedded = await profile(pglite, rounds);
  } finally {
    await pglite.close();
  }
  const external = process.env.TEST_DATABASE_URL;
  const pg = external ? null : startPostgres?.();
  const url = external ?? pg?.url;
  if (url) {
    const schema = `bench_statements_${process.pid}`;
    const db = await openDatabase({ kind: 'postgres', url, schema });
    try {
      engines.postgres = await profile(db, rounds);
    } finally {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
      await db.close();
      pg?.stop();
    }
  }
  console.log('\ndatabase work per call, statements/transactions/round trips/waits inside transactions (round trips: waited one after the other, COMMIT included, BEGIN sent with the first statement;');
  console.log('waits inside: trips a transaction waited for between its BEGIN and the sending of its COMMIT, when the embedded database\'s one connection is held with no SQL to run),');
  console.log(`and this process's CPU per call, mean of ${rounds} rounds after a warm-up (embedded: server and database; postgres: server only):`);
  console.log(format(engines));
  console.log('  target: fewer round trips per call (issue 26: about 2.3x less work per battle-loop call)');
  return engines;
}
