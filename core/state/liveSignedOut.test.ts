import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../fixtures/server/testing/http.ts';
import type { PlayerInfo } from '../model/index.ts';
import { until } from '../../test/support/wait.ts';
import { channelFactory, sharedReferenceServer, storeFor, type ReferenceServer } from '../../test/support/referenceServer.ts';
import { playerInfoAtom } from './atoms.ts';
import { LiveStatus, liveStatusAtom, startLive } from './live.ts';

let reference: ReferenceServer;
const stops: (() => Promise<void>)[] = [];
beforeAll(async () => {
  reference = await sharedReferenceServer();
});
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
});

describe('startLive when the session is ended elsewhere (issue 15)', () => {
  it('asks for a session reload at once when a password change elsewhere revokes its token, and stops once signed out', async () => {
    const form = { name: 'Twice', password: 'first pass', repeat: 'first pass', consentPrivacy: true, consentCookies: true };
    const registered = await call<PlayerInfo>(reference.server.app, 'POST', '/api/security/register', { form });
    const here = String(registered.headers.authorization);
    const login = await call(reference.server.app, 'POST', '/api/security/login', { form: { name: 'Twice', password: 'first pass', lang: 'EN' } });
    const elsewhere = String(login.headers.authorization);

    const { store, layer, info } = await storeFor(reference, here);
    let refused = 0;
    stops.push(
      startLive(store, {
        openChannel: channelFactory(reference.url, () => layer.session.authorization()),
        logError: () => undefined,
        onRefused: () => {
          refused += 1;
        },
      }),
    );
    store.set(playerInfoAtom, info);
    await until(() => store.get(liveStatusAtom) === LiveStatus.connected, 'the channel');

    const changed = await call(reference.server.app, 'POST', '/api/security/password/set', {
      token: elsewhere,
      form: { passwordCurrent: 'first pass', passwordNew: 'second pass', passwordRepeat: 'second pass' },
    });
    expect(changed.status).toBe(200);
    await until(() => refused > 0, 'the refusal');

    // The session reload found no player: the channel of the player who left closes for good.
    store.set(playerInfoAtom, null);
    expect(store.get(liveStatusAtom)).toBe(LiveStatus.idle);
  });
});
