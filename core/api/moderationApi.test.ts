import { describe, expect, it } from 'vitest';
import { setPlayerColumns } from '../../test/support/serverPlayer.ts';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { listeningServer } from '../../test/support/listeningServer.ts';
import { memoryStorage } from '../../test/support/testApi.ts';
import { isApiError } from './ApiError.ts';
import { createModerationApi } from './moderationApi.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { SessionStorageKey } from '../platform.ts';

const { server, url } = await listeningServer();

const signedIn = async (columns: Record<string, string | number>) => {
  const { token, info } = await registerTrial(server.app);
  await setPlayerColumns(server, info.player.id, columns);
  const layer = createRequestLayer({
    baseUrl: url,
    storage: memoryStorage({ [SessionStorageKey.authorization]: token }),
    platformHeaders: () => ({}),
    onSessionReload: () => undefined,
    onRedirect: () => undefined,
  });
  return { id: info.player.id, api: createModerationApi(layer) };
};

describe('createModerationApi against the reference server', () => {
  it('finds a player, bans and unbans them, enters as them and exits, and reads the audit log and the history', async () => {
    const moderator = await signedIn({ access_level: 'MODERATOR', name: 'Warden' });
    const target = await signedIn({ access_level: 'PLAYER', name: 'Rowdy', level: 10 });
    expect((await moderator.api.searchPlayers('rowd')).map((row) => row.id)).toEqual([target.id]);
    const banned = await moderator.api.ban(target.id, 'FORUM', 'FLOOD', 'H1');
    expect(banned.activeBans.map((ban) => [ban.scope, ban.reason])).toEqual([['FORUM', 'FLOOD']]);
    expect((await target.api.myBans()).map((ban) => ban.scope)).toEqual(['FORUM']);
    expect((await moderator.api.unban(banned.activeBans[0]!.id)).activeBans).toEqual([]);
    expect((await moderator.api.enter(target.id)).id).toBe(target.id);
    expect((await moderator.api.me()).actingAs?.id).toBe(target.id);
    expect((await moderator.api.exit()).id).toBe(moderator.id);
    const audit = await moderator.api.audit(0, moderator.id);
    expect(audit.entries.map((entry) => entry.action)).toEqual(['EXIT', 'ENTER', 'UNBAN', 'BAN']);
    expect((await moderator.api.playerLog(target.id, 0, 'BAN')).entries.map((entry) => entry.type)).toEqual(['FORUM']);
    expect((await moderator.api.payments(target.id, 0)).payments).toEqual([]);
  });

  it('rejects a player’s moderator call and a moderator’s dev log with their codes', async () => {
    const player = await signedIn({ access_level: 'PLAYER', name: 'Plain' });
    const moderator = await signedIn({ access_level: 'MODERATOR', name: 'Keeper' });
    const codeOf = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => (isApiError(e) ? e.code : e));
    expect(await codeOf(player.api.player(moderator.id))).toBe('FORBIDDEN');
    expect(await codeOf(moderator.api.devLog())).toBe('FORBIDDEN');
    expect(await codeOf(moderator.api.setModerator(player.id, true))).toBe('FORBIDDEN');
  });
});
