import { describe, expect, it } from 'vitest';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { listeningServer } from '../../test/support/listeningServer.ts';
import { memoryStorage } from '../../test/support/testApi.ts';
import { CLAN_JOIN_LEVEL, CLAN_SEARCH_MAX, ErrorCode } from '../model/index.ts';
import { isApiError } from './ApiError.ts';
import { createClanApi } from './clanApi.ts';
import { createClanSocialApi } from './clanSocialApi.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { SessionStorageKey } from '../platform.ts';

const { server, url } = await listeningServer();

const player = async () => {
  const { token, info } = await registerTrial(server.app);
  await server.db.query('UPDATE players SET level = $2, gold = 5000 WHERE id = $1', [info.player.id, CLAN_JOIN_LEVEL]);
  const layer = createRequestLayer({
    baseUrl: url,
    storage: memoryStorage({ [SessionStorageKey.authorization]: token }),
    platformHeaders: () => ({}),
    onSessionReload: () => undefined,
    onRedirect: () => undefined,
  });
  return { id: info.player.id, clan: createClanApi(layer), social: createClanSocialApi(layer) };
};

describe('createClanSocialApi against the reference server', () => {
  it('reads the clan rating with my clan position, searches by name and rejects bad input with a code', async () => {
    const founder = await player();
    const other = await player();
    const founded = await founder.clan.create('Social Ravens');
    await other.clan.create('Quiet Owls');
    await server.db.query('UPDATE clans SET level = 3 WHERE id = $1', [founded.clan.id]);

    const page = await founder.social.rating(0);
    expect(page.rows.map((r) => r.name)).toEqual(['Social Ravens', 'Quiet Owls']);
    expect([page.myClanId, page.myPosition, page.pages]).toEqual([founded.clan.id, 1, 1]);
    const found = await other.social.rating(0, 'raven');
    expect(found.rows.map((r) => [r.name, r.position, r.membersCurr])).toEqual([['Social Ravens', 1, 1]]);
    expect(found.myPosition).toBe(2);

    const refusal = await founder.social.rating(0, 'x'.repeat(CLAN_SEARCH_MAX + 1)).catch((e: unknown) => e);
    expect(isApiError(refusal) && refusal.code).toBe(ErrorCode.VALIDATION);
  });
});
