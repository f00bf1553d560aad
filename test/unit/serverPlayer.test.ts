import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlayerInfo } from '../../core/model/index.ts';
import type { GameServer } from '../../fixtures/server/createServer.ts';
import { describeOnEngines } from '../../fixtures/server/testing/engines.ts';
import { okBody as ok } from '../support/answers.ts';
import { serverPlayer } from '../support/serverPlayer.ts';

describeOnEngines('serverPlayer (test support)', (engine) => {
  let server: GameServer;
  beforeAll(async () => {
    server = await engine.open();
  });
  afterAll(async () => {
    await engine.dispose(server);
  });

  it('signs a player up, writes the columns asked for, and calls as that player', async () => {
    const me = await serverPlayer(server, { columns: { level: 17, gold: 321, name: 'Helper' } });
    const other = await serverPlayer(server);
    const info = ok(await me.get<PlayerInfo>('/api/player/info/current'));
    expect([info.player.id, info.player.level, info.player.gold, info.player.name]).toEqual([me.id, 17, 321, 'Helper']);
    expect(ok(await other.get<PlayerInfo>('/api/player/info/current')).player.id).toBe(other.id);
    expect(me.clientUuid).toBe(info.clientUuid);
  });

  it('refuses a column name that is not a plain identifier, before any SQL runs', async () => {
    await expect(serverPlayer(server, { columns: { 'gold = 0; --': 1 } })).rejects.toThrow('not a column name');
  });
});
