// `npm run bench -- --only=soak [-- --minutes=30] [-- --players=N]` (issue 26; never in CI): the battle loop against
// one server on PostgreSQL for `minutes` at about two thirds of the capacity `load` measured (default 130 players at
// 5 calls a second each, ~650 requests/s offered); every minute the server's resident memory, that minute's p50/p99
// and errors; at the end whether memory kept growing over the second half.
import { report, residentBytes, run } from './load.mjs';
import { startServer } from './serverProcess.mjs';

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** Least-squares slope of `ys` over their index (units of y per sample). */
export const slope = (ys) => {
  const n = ys.length;
  const mx = (n - 1) / 2;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  ys.forEach((y, x) => {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  });
  return den === 0 ? 0 : num / den;
};

export async function soak({ port, startPostgres, minutes = 30, players = 130 }) {
  const pg = startPostgres();
  if (!pg) {
    console.log('\nsoak: skipped (no PostgreSQL binaries)');
    return;
  }
  const server = await startServer({ port, env: { DATABASE_URL: pg.url } });
  const rss = [];
  try {
    console.log(`\nsoak: ${players} players for ${minutes} min on PostgreSQL (start ${mb(residentBytes(server.pid))} resident)`);
    console.log('  minute   resident   requests      p50       p99   errors');
    const result = await run([server], players, minutes * 60, {
      onMinute: (w) => {
        const bytes = residentBytes(server.pid);
        rss.push(bytes);
        const f = (n) => `${n.toFixed(1)} ms`.padStart(9);
        console.log(`  ${String(rss.length).padStart(6)} ${mb(bytes).padStart(10)} ${String(w.requests).padStart(10)} ${f(w.p50)} ${f(w.p99)} ${String(w.errors).padStart(8)}`);
      },
    });
    report(`soak: ${minutes} min in all`, result, 'no errors; p99 flat from minute to minute; memory flat over the second half');
    const half = rss.slice(Math.floor(rss.length / 2));
    if (half.length >= 3) {
      const perMinute = slope(half);
      // A heap that settles moves a few MB either way; a leak climbs every minute.
      const verdict = perMinute > 2 * 2 ** 20 ? 'GROWING' : 'flat';
      console.log(`  memory over the second half: ${perMinute >= 0 ? '+' : ''}${(perMinute / 2 ** 20).toFixed(2)} MB a minute (${verdict})`);
    }
  } finally {
    server.stop();
    pg.stop();
  }
}
