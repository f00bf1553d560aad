import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlaceType } from '../model/index.ts';
import type { Battle, Place } from '../model/index.ts';
import { healthOf } from '../rules/index.ts';
import { placesForStair } from '../../fixtures/content/index.ts';
import { battleAtom, placesAtom, playerAtom, sceneAtom, toastAtom } from './atoms.ts';
import {
  askHint,
  attackPlace,
  battleBusyAtom,
  battlePreviewAtom,
  battleSelectionAtom,
  completeBattle,
  currentBattleAtom,
  giveUp,
  hitSelected,
  loadBattle,
  previewSelected,
  selectCreature,
  skipTurn,
} from './battle.ts';
import { ensurePlaces, placesWindowAtom, roadJumpAtom } from './road.ts';
import { PLAYER_ID, startTestGameServer, storeFor, trialPlayer, type TestGameServer } from './testGameServer.ts';

const lair: Place = (() => {
  const found = placesForStair(1).find((p) => p.placeType === PlaceType.CUSTOM_PLACE);
  if (!found) throw new Error('stair 1 has no lair');
  return found;
})();

let server: TestGameServer;
beforeEach(async () => {
  server = await startTestGameServer();
  server.state.player = trialPlayer();
});
afterEach(() => server.close());

const battleOf = (store: ReturnType<typeof storeFor>): Battle => {
  const battle = store.get(currentBattleAtom);
  if (!battle) throw new Error('no battle in the store');
  return battle;
};
const enemies = (b: Battle) => b.creatures.filter((c) => c.playerId === null);
const own = (b: Battle) => b.creatures.filter((c) => c.playerId === PLAYER_ID);

/** Attacks the stair-1 lair and returns the store in the battle scene. */
const startBattle = async () => {
  const store = storeFor(server);
  expect(await attackPlace(store, lair.id)).toBe(true);
  return store;
};

describe('attackPlace', () => {
  it('attacks the lair, stores the battle and goes to the battle scene', async () => {
    const store = await startBattle();
    expect(server.callsTo('/api/battle/place/attack')[0]?.params).toEqual({ placeId: String(lair.id) });
    const battle = battleOf(store);
    expect(battle.outcome).toBe('NONE');
    expect(own(battle).map((c) => c.id)).toEqual([101, 102]);
    expect(enemies(battle).length).toBe(lair.monsters?.length);
    expect(store.get(sceneAtom)).toEqual({ name: 'battle', firstStart: false });
    expect(store.get(battleSelectionAtom)).toEqual({ attackerId: null, targetId: null });
  });

  it('stays on the road with a translated toast when the server refuses', async () => {
    server.state.failures.set('/api/battle/place/attack', {
      status: 400,
      body: { code: 'SQUAD_EXHAUSTED', message: 'no living hero' },
    });
    const store = storeFor(server);
    store.set(sceneAtom, { name: 'road', firstStart: false });
    expect(await attackPlace(store, lair.id)).toBe(false);
    expect(store.get(toastAtom)?.text).toBe('All your heroes are exhausted: restore their health first');
    expect(store.get(sceneAtom).name).toBe('road');
    expect(store.get(battleAtom)).toEqual({ status: 'idle' });
  });
});

describe('selectCreature', () => {
  it('makes an own creature that can act the attacker and a living enemy the target', async () => {
    const store = await startBattle();
    const enemy = enemies(battleOf(store))[0];
    expect(selectCreature(store, 102)).toBe(true);
    expect(selectCreature(store, enemy?.id ?? 0)).toBe(true);
    expect(store.get(battleSelectionAtom)).toEqual({ attackerId: 102, targetId: enemy?.id });
  });

  it('refuses a frozen own creature and a fallen enemy', async () => {
    const store = await startBattle();
    const battle = battleOf(store);
    const frozen = { ...battle.creatures[0]!, effects: [{ type: 'frozen' as const, movesRemain: 2 }] };
    const fallen = enemies(battle)[0]!;
    const dead = { ...fallen, skills: fallen.skills.map((s) => (s.skillType === 'health' ? { ...s, valueCurrent: 0 } : s)) };
    store.set(battleAtom, {
      status: 'ready',
      value: { ...battle, creatures: battle.creatures.map((c) => (c.id === frozen.id ? frozen : c.id === dead.id ? dead : c)) },
    });
    expect(selectCreature(store, frozen.id)).toBe(false);
    expect(selectCreature(store, dead.id)).toBe(false);
    expect(store.get(battleSelectionAtom)).toEqual({ attackerId: null, targetId: null });
  });
});

describe('battle actions', () => {
  it('hits with the selected pair and shows what the server answered, busy meanwhile', async () => {
    server.state.delays.set('/api/battle/hit', 100);
    const store = await startBattle();
    const enemy = enemies(battleOf(store))[0]!;
    selectCreature(store, 101);
    selectCreature(store, enemy.id);

    const hitting = hitSelected(store);
    expect(store.get(battleBusyAtom)).toBe(true);
    expect(await skipTurn(store)).toBe(false);
    expect(await hitting).toBe(true);

    expect(store.get(battleBusyAtom)).toBe(false);
    expect(server.callsTo('/api/battle/hit')[0]?.params).toEqual({ attackerId: '101', defenderId: String(enemy.id) });
    expect(server.callsTo('/api/battle/skip')).toHaveLength(0);
    const after = battleOf(store);
    const serverEnemy = server.state.battle?.creatures.find((c) => c.id === enemy.id);
    expect(healthOf(after.creatures.find((c) => c.id === enemy.id)!)).toBe(healthOf(serverEnemy!));
    expect(after.lastHits).toEqual(server.state.battle?.lastHits);
    expect(store.get(battleSelectionAtom).attackerId).toBe(101);
  });

  it('asks for a hint and selects the suggested pair', async () => {
    const store = await startBattle();
    expect(await askHint(store)).toBe(true);
    const ask = server.state.battle?.ask;
    expect(ask).toBeTruthy();
    expect(store.get(battleSelectionAtom)).toEqual({ attackerId: ask?.attackerId, targetId: ask?.defenderId });
  });

  it('previews the selected blow from the server', async () => {
    const store = await startBattle();
    const enemy = enemies(battleOf(store))[0]!;
    selectCreature(store, 101);
    selectCreature(store, enemy.id);
    expect(await previewSelected(store)).toBe(true);
    expect(store.get(battlePreviewAtom)).toEqual({ attackerId: 101, defenderId: enemy.id, value: { damage: 25, kills: false } });
    selectCreature(store, 102);
    expect(store.get(battlePreviewAtom)).toBeNull();
  });

  it('gives up: the server answers with a loss and nothing can be picked any more', async () => {
    const store = await startBattle();
    expect(await giveUp(store)).toBe(true);
    expect(battleOf(store).outcome).toBe('LOSS');
    expect(selectCreature(store, 101)).toBe(false);
  });

  it('refuses to complete an undecided battle with the server text', async () => {
    const store = await startBattle();
    expect(await completeBattle(store)).toBe(false);
    expect(store.get(toastAtom)?.text).toBe('The battle is not over yet');
    expect(store.get(sceneAtom).name).toBe('battle');
  });

  it('completes a won battle: stores the player, clears the battle and places, returns to the road', async () => {
    const store = await startBattle();
    await ensurePlaces(store, 0, 1000);
    expect(store.get(placesAtom).has(lair.id)).toBe(true);
    // Alternate attackers: the request layer does not resend an identical call within its anti-repeat window.
    const attackers = [101, 102];
    for (let i = 0; battleOf(store).outcome === 'NONE' && i < 10; i += 1) {
      const target = enemies(battleOf(store)).find((c) => healthOf(c) > 0)!;
      selectCreature(store, attackers[i % 2]!);
      selectCreature(store, target.id);
      expect(await hitSelected(store)).toBe(true);
    }
    const won = battleOf(store);
    expect(won.outcome).toBe('WIN');
    expect(won.reward).toEqual({ gold: 30, experience: 12 });
    expect(store.get(battleSelectionAtom)).toEqual({ attackerId: null, targetId: null });

    expect(await completeBattle(store)).toBe(true);

    expect(store.get(playerAtom)?.gold).toBe(30);
    expect(store.get(playerAtom)?.bestVictoryStair).toBe(1);
    expect(store.get(battleAtom)).toEqual({ status: 'idle' });
    expect(store.get(placesAtom).size).toBe(0);
    expect(store.get(placesWindowAtom)).toBeNull();
    expect(store.get(roadJumpAtom)?.coordinate).toBe(store.get(playerAtom)?.coordinate);
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: false });
    expect(store.get(toastAtom)?.text).toBe('Victory! You gained 30 gold and 12 experience');

    await ensurePlaces(store, 0, 1000);
    expect(store.get(placesAtom).has(lair.id)).toBe(false);
  });
});

describe('loadBattle', () => {
  it('fetches the battle in progress', async () => {
    const first = await startBattle();
    void first;
    const store = storeFor(server);
    expect(await loadBattle(store)).toBe(true);
    expect(battleOf(store).placeId).toBe(lair.id);
  });

  it('keeps the failure as remote state when there is none', async () => {
    const store = storeFor(server);
    expect(await loadBattle(store)).toBe(false);
    const remote = store.get(battleAtom);
    expect(remote.status).toBe('failed');
    expect(store.get(toastAtom)?.text).toBe('There is no battle going on');
  });
});
