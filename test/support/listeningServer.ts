import { afterAll } from 'vitest';
import { createServer, type GameServer, type ServerOptions } from '../../fixtures/server/createServer.ts';

/**
 * A reference server of the test file's own, its database in memory, listening on a free loopback port: what an API
 * client test calls over real HTTP. Awaited at the top of the file; closed after its last test.
 */
export async function listeningServer(options: ServerOptions = {}): Promise<{ server: GameServer; url: string }> {
  const server = await createServer({ inMemory: true, staticDir: null, ...options });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => server.close());
  return { server, url };
}
