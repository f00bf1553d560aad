import { describe, expect, it } from 'vitest';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { listeningServer } from '../../test/support/listeningServer.ts';
import { memoryStorage } from '../../test/support/testApi.ts';
import { CLAN_JOIN_LEVEL, ClanLogKind, ClanParticipantAction, ClanRole, ErrorCode } from '../model/index.ts';
import { isApiError } from './ApiError.ts';
import { createClanApi } from './clanApi.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { SessionStorageKey } from '../platform.ts';

const { server, url } = await listeningServer();

const clanPlayer = async (gold: number) => {
  const { token, info } = await registerTrial(server.app);
  await server.db.query('UPDATE players SET level = $2, gold = $3 WHERE id = $1', [info.player.id, CLAN_JOIN_LEVEL, gold]);
  const layer = createRequestLayer({
    baseUrl: url,
    storage: memoryStorage({ [SessionStorageKey.authorization]: token }),
    platformHeaders: () => ({}),
    onSessionReload: () => undefined,
    onRedirect: () => undefined,
  });
  return { id: info.player.id, api: createClanApi(layer) };
};

describe('createClanApi against the reference server', () => {
  it('founds a clan, invites and accepts, steps a role, donates, reads the history, and rejects with codes', async () => {
    const leader = await clanPlayer(1500);
    const recruit = await clanPlayer(40);
    expect(await leader.api.myClan()).toBeNull();
    const founded = await leader.api.create('Api Wolves');
    expect([founded.clan.name, founded.role]).toEqual(['Api Wolves', ClanRole.LEADER]);

    await leader.api.invite(recruit.id);
    expect((await recruit.api.invitations()).invitations.map((i) => i.clanId)).toEqual([founded.clan.id]);
    expect((await recruit.api.acceptInvitation(founded.clan.id)).role).toBe(ClanRole.NEWBIE);
    expect(await leader.api.participantAction(recruit.id, ClanParticipantAction.PROMOTE)).toEqual({
      playerId: recruit.id, role: ClanRole.PARTICIPANT,
    });
    expect((await recruit.api.donate('GOLD', 30)).treasury.GOLD).toBe(30);
    expect((await recruit.api.myParticipants()).map((m) => [m.playerId, m.contribution])).toEqual([[leader.id, 0], [recruit.id, 30]]);
    expect((await leader.api.info(recruit.id))?.id).toBe(founded.clan.id);
    expect((await leader.api.log(founded.clan.id, 0)).entries.map((e) => e.kind)).toEqual([
      ClanLogKind.goldDonated, ClanLogKind.raise, ClanLogKind.joined, ClanLogKind.invite, ClanLogKind.created,
    ]);
    const refusal = await recruit.api.setAbout('Mine').then(() => null, (e: unknown) => e);
    expect(isApiError(refusal) ? refusal.code : refusal).toBe(ErrorCode.CLAN_PERMISSION_DENIED);
    await recruit.api.leave();
    expect(await recruit.api.myClan()).toBeNull();
  });
});
