// `npm run bench -- --only=scale` (issue 26): two server processes on one PostgreSQL, their live messages relayed
// through a throwaway RabbitMQ, the simulated players of the battle loop split between them (player i on instance
// i % 2, as a balancer spreading sessions would); the combined figures beside one instance's on the same database.
import { report, run } from './load.mjs';
import { startServer } from './serverProcess.mjs';

/** Players offered to the pair, and to the one instance it is compared with. */
const PLAYERS = 200;

export async function scaleOut({ port, startPostgres, seconds = 60 }) {
  const { startRabbitMq } = await import('../rabbitmq.mjs');
  let pg = null;
  const rabbit = await startRabbitMq({ whileBooting: () => (pg = startPostgres()) });
  if (!rabbit || !pg) {
    console.log(`\nscale-out: skipped (${!pg ? 'no PostgreSQL binaries' : 'no RabbitMQ'})`);
    await rabbit?.dispose();
    pg?.stop();
    return;
  }
  const servers = [];
  try {
    const env = { DATABASE_URL: pg.url, STOMP_RELAY_URL: rabbit.url };
    servers.push(await startServer({ port, env }));
    report(
      `scale-out baseline: ${PLAYERS} players, ${seconds} s, one instance (relay on)`,
      await run(servers, PLAYERS, seconds),
      'the figure the pair is compared with',
    );
    servers.push(await startServer({ port: port + 1, env }));
    report(
      `scale-out: ${PLAYERS} players, ${seconds} s, two instances on one PostgreSQL with the RabbitMQ relay`,
      await run(servers, PLAYERS, seconds),
      'more requests/s than one instance at a lower p99; on 2 cores both instances and PostgreSQL share the same CPUs, so the gain is bounded by the machine, not the design',
    );
  } finally {
    for (const server of servers) server.stop();
    pg.stop();
    await rabbit.dispose();
  }
}
