// The benchmarks' HTTP client for simulated players (issue 26). The load generator shares the machine's two cores with
// the server and PostgreSQL, so its own CPU is taken from theirs: Node's fetch (undici) cost about 0.5-0.7 ms of CPU
// per request here, as much as the server's own work; node:http on a keep-alive agent sends the same request for less.
import http from 'node:http';

// An idle kept connection is closed by the agent before the server would close it (Fastify's keepAliveTimeout, 72 s):
// when the server closed it first, a request sent on it at that moment failed with "socket hang up" or ECONNRESET
// (the soak's only errors: 7 in its third minute, issue 26). Node's agent shortens `timeout` to the server's
// `Keep-Alive: timeout=` hint less a second, but only when `timeout` is set: without it idle sockets never expire.
const agent = new http.Agent({ keepAlive: true, timeout: 30_000 });

/**
 * One request on a kept connection; answers what the benchmarks read of a fetch Response: ok, status, headers.get and
 * the body's text.
 */
export const sendRequest = (url, method, headers, body) =>
  new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, headers: { get: (name) => res.headers[name] ?? null }, text: async () => Buffer.concat(chunks).toString('utf8') });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
