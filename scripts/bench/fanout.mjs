// Issue 4: one chat message fanned out to 1000 STOMP subscribers of /stomp/broadcast (STOMP 1.2
// subscribers over WebSocket, in this process; the server in its own). p50 and p99 of delivery, over 10 messages.
import { WebSocket } from 'ws';
import { login, quantile, registerTrial, sendChat, startServer } from './serverProcess.mjs';

const SUBSCRIBERS = 1000;
const MESSAGES = 10;

export async function fanout() {
  const server = await startServer({ port: 8099, seed: { players: [{ name: 'herald', password: 'herald-pass-1', level: 12 }] } });
  const clients = [];
  try {
    const herald = (await login(server.url, 'herald', 'herald-pass-1')).token;
    const tokens = [];
    for (let i = 0; i < SUBSCRIBERS; i++) tokens.push((await registerTrial(server.url)).token);
    const delivered = new Map();
    const wsUrl = server.url.replace('http', 'ws') + '/api/websocket';
    // Subscribers speak STOMP 1.2 frames straight over `ws`: a stompjs client per subscriber would make this
    // one process's parsing, not the broker, what the figure measures (the broker suites use stompjs itself).
    await Promise.all(
      tokens.map(
        (token) =>
          new Promise((resolve, reject) => {
            const socket = new WebSocket(wsUrl);
            clients.push(socket);
            socket.on('open', () => socket.send(`CONNECT\naccept-version:1.2\nhost:localhost\nAuthorization:${token}\n\n\0`));
            socket.on('error', reject);
            socket.on('message', (data) => {
              const at = Date.now();
              const text = data.toString();
              if (text.startsWith('CONNECTED')) socket.send('SUBSCRIBE\nid:0\ndestination:/stomp/broadcast\nreceipt:r0\n\n\0');
              else if (text.startsWith('RECEIPT')) resolve();
              else if (text.startsWith('ERROR')) reject(new Error(text));
              else if (text.startsWith('MESSAGE')) {
                const id = /bench-(\d+)/.exec(text)?.[1];
                if (id === undefined) return;
                const list = delivered.get(id) ?? [];
                list.push(at);
                delivered.set(id, list);
              }
            });
          }),
      ),
    );
    const latencies = [];
    for (let m = 0; m < MESSAGES; m++) {
      const t0 = Date.now();
      await sendChat(server.url, herald, `bench-${m}`);
      for (let wait = 0; (delivered.get(String(m))?.length ?? 0) < SUBSCRIBERS && wait < 400; wait++) {
        await new Promise((r) => setTimeout(r, 25));
      }
      const got = delivered.get(String(m)) ?? [];
      if (got.length < SUBSCRIBERS) throw new Error(`message ${m} reached ${got.length} of ${SUBSCRIBERS}`);
      for (const at of got) latencies.push(at - t0);
      // The flood guard allows 5 sends in 10 s.
      if (m % 5 === 4) await new Promise((r) => setTimeout(r, 10_500));
    }
    latencies.sort((a, b) => a - b);
    return { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), deliveries: latencies.length };
  } finally {
    for (const socket of clients) socket.close();
    server.stop();
  }
}
