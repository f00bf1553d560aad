// What the social state tests add to the real reference server of testServer.ts: short STOMP heart-beats, players
// as the social features need them, and stores with their live channel started.
import { createLiveChannel, liveUrl } from '../live/createLiveChannel.ts';
import { until } from '../live/testing.ts';
import type { ServerOptions } from '../../fixtures/server/createServer.ts';
import { LiveStatus, liveStatusAtom, startLive, type OpenLiveChannel } from './live.ts';
import {
  createTestPlayer,
  startTestServer,
  storeFor,
  type StoreOptions,
  type TestPlayer,
  type TestPlayerSetup,
  type TestServer,
} from './testServer.ts';

export async function startSocialServer(options: ServerOptions = {}): Promise<TestServer> {
  // Short heart-beats, so a client cut off by a proxy is noticed quickly.
  return startTestServer({ stompHeartBeat: [300, 300], ...options });
}

let names = 0;

/**
 * A player as the social features need one: named (ratings list only named players), level 10 (chat needs it),
 * registered (PLAYER) and in no clan unless `setup` says otherwise.
 */
export const createSocialPlayer = (social: TestServer, setup: TestPlayerSetup = {}): Promise<TestPlayer> =>
  createTestPlayer(social, { name: `Tester${++names}`, level: 10, accessLevel: 'PLAYER', clanId: null, ...setup });

/** The app's channel factory for a store: the real STOMP channel on `baseUrl` with the store's token. */
export function channelFactory(baseUrl: string, token: () => string | null, reconnectDelayMs = 200): OpenLiveChannel {
  return (options) =>
    createLiveChannel({ ...options, url: liveUrl(baseUrl, 'http://page.invalid/'), authorization: token, reconnectDelayMs, heartBeatMs: 300 });
}

/** A signed-in store with its live channel started (the player set, as the boot does). */
export async function liveStoreFor(social: TestServer, token: string, options: StoreOptions & { logError?: (...a: unknown[]) => void } = {}) {
  const made = await storeFor(social, token, options);
  const errors: unknown[][] = [];
  const stop = startLive(made.store, {
    openChannel: channelFactory(options.baseUrl ?? social.url, () => made.layer.session.authorization()),
    logError: options.logError ?? ((...args: unknown[]) => errors.push(args)),
  });
  made.setPlayer();
  await until(() => made.store.get(liveStatusAtom) === LiveStatus.connected, 'the live channel');
  return { ...made, errors, stop };
}
