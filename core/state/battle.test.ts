import type { Store } from 'jotai/vanilla';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { until } from '../../test/support/wait.ts';
import type { Battle, BattleReward, Precalculation } from '../model/index.ts';
import { healthOf, maxCoordinateFor } from '../rules/index.ts';
import { call } from '../../fixtures/server/testing/http.ts';
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
  battleRefusedPickAtom,
  selectCreature,
  skipTurn,
  battleConsumableAtom,
  battleConsumableRefusalAtom,
  pickConsumable,
  spendConsumableOn,
} from './battle.ts';
import { backpackAtom, loadBackpack } from './backpack.ts';
import { ensurePlaces, placesWindowAtom, roadJumpAtom } from './places.ts';
import { startHoldingProxy } from '../../test/support/proxies.ts';
import {
  createTestPlayer,
  firstLair,
  sharedReferenceServer,
  storeFor,
  type SentRequest,
  type StoreOptions,
  type TestPlayer,
  type ReferenceServer,
} from '../../test/support/referenceServer.ts';

let server: ReferenceServer;
beforeAll(async () => {
  server = await sharedReferenceServer();
});

/** A fresh trial player per test, standing as close to the stair-1 lair as the road lets them (within reach). */
let player: TestPlayer;
beforeEach(async () => {
  player = await createTestPlayer(server, { coordinate: maxCoordinateFor(0) });
});

/** A store signed in as this test's player, with the player stored as the boot does. */
const signedIn = async (options: StoreOptions = {}) => {
  const made = await storeFor(server, player.token, options);
  made.setPlayer();
  return made;
};

const battleOf = (store: Store): Battle => {
  const battle = store.get(currentBattleAtom);
  if (!battle) throw new Error('no battle in the store');
  return battle;
};
const enemies = (b: Battle) => b.creatures.filter((c) => c.playerId === null);
const own = (b: Battle) => b.creatures.filter((c) => c.playerId === player.id);
/** The hero (slot 0) and the companion (slot 1) of this test's battle. */
const squadOf = (b: Battle) => {
  const [hero, companion] = own(b);
  if (!hero || !companion) throw new Error('the battle lacks the hero or the companion');
  return { hero, companion };
};

/** Asks the server itself (its own route, not through the client under test). */
const ask = async <T>(path: string, form?: Record<string, number>): Promise<T> => {
  const answer = await call<T>(server.server.app, 'POST', path, { token: player.token, ...(form ? { form } : {}) });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** Attacks the stair-1 lair and returns the store in the battle scene. */
const startBattle = async (options: StoreOptions = {}) => {
  const made = await signedIn(options);
  expect(await attackPlace(made.store, firstLair.id)).toBe(true);
  return made;
};

describe('attackPlace', () => {
  it('attacks the lair, stores the battle and goes to the battle scene', async () => {
    const requests: SentRequest[] = [];
    const { store, info } = await startBattle({ requests });
    expect(requests.filter((r) => r.path === '/api/battle/place/attack')[0]?.params).toEqual({ placeId: String(firstLair.id) });
    const battle = battleOf(store);
    expect(battle.outcome).toBe('NONE');
    const squad = info.player.creatures.map((c) => c.id);
    expect(squad).toHaveLength(2);
    expect(own(battle).map((c) => c.id)).toEqual(squad);
    expect(enemies(battle).length).toBe(firstLair.monsters?.length);
    expect(store.get(sceneAtom)).toEqual({ name: 'battle', firstStart: false });
    expect(store.get(battleSelectionAtom)).toEqual({ attackerId: null, targetId: null });
  });

  it('stays on the road with a translated toast when the server refuses', async () => {
    // A squad with no health left (straight in the database: no route hurts it outside a battle).
    await server.server.db.query('UPDATE creatures SET health_current = 0, health_set_at = now() WHERE player_id = $1', [
      player.id,
    ]);
    const { store } = await signedIn();
    store.set(sceneAtom, { name: 'road', firstStart: false });
    expect(await attackPlace(store, firstLair.id)).toBe(false);
    expect(store.get(toastAtom)?.text).toBe('All your heroes are exhausted: restore their health first');
    expect(store.get(sceneAtom).name).toBe('road');
    expect(store.get(battleAtom)).toEqual({ status: 'idle' });
  });
});

describe('selectCreature', () => {
  it('makes an own creature that can act the attacker and a living enemy the target', async () => {
    const { store } = await startBattle();
    const { companion } = squadOf(battleOf(store));
    const enemy = enemies(battleOf(store))[0];
    expect(selectCreature(store, companion.id)).toBe(true);
    expect(selectCreature(store, enemy?.id ?? 0)).toBe(true);
    expect(store.get(battleSelectionAtom)).toEqual({ attackerId: companion.id, targetId: enemy?.id });
  });

  it('refuses a frozen own creature and a fallen enemy, and remembers the refused pick for the HUD to explain', async () => {
    const { store } = await startBattle();
    const battle = battleOf(store);
    const frozen = { ...battle.creatures[0]!, effects: [{ type: 'frozen' as const, movesRemain: 2 }] };
    const fallen = enemies(battle)[0]!;
    const dead = { ...fallen, skills: fallen.skills.map((s) => (s.skillType === 'health' ? { ...s, valueCurrent: 0 } : s)) };
    store.set(battleAtom, {
      status: 'ready',
      value: { ...battle, creatures: battle.creatures.map((c) => (c.id === frozen.id ? frozen : c.id === dead.id ? dead : c)) },
    });
    expect(selectCreature(store, frozen.id)).toBe(false);
    expect(store.get(battleRefusedPickAtom)).toBe(frozen.id);
    expect(selectCreature(store, dead.id)).toBe(false);
    expect(store.get(battleRefusedPickAtom)).toBe(dead.id);
    expect(store.get(battleSelectionAtom)).toEqual({ attackerId: null, targetId: null });
    const able = battle.creatures.find((c) => c.playerId !== null && c.id !== frozen.id)!;
    expect(selectCreature(store, able.id)).toBe(true);
    expect(store.get(battleRefusedPickAtom)).toBeNull();
  });
});

describe('battle actions', () => {
  it('hits with the selected pair and shows what the server answered, busy meanwhile', async () => {
    const proxy = await startHoldingProxy(server.url);
    onTestFinished(() => proxy.close());
    const requests: SentRequest[] = [];
    const { store } = await startBattle({ baseUrl: proxy.url, requests });
    const { hero } = squadOf(battleOf(store));
    const enemy = enemies(battleOf(store))[0]!;
    selectCreature(store, hero.id);
    selectCreature(store, enemy.id);

    const held = proxy.hold('/api/battle/hit');
    const hitting = hitSelected(store);
    expect(store.get(battleBusyAtom)).toBe(true);
    await until(() => held.waiting() === 1, 'the blow held at the proxy');
    expect(await skipTurn(store)).toBe(false);
    held.release();
    expect(await hitting).toBe(true);

    expect(store.get(battleBusyAtom)).toBe(false);
    expect(requests.filter((r) => r.path === '/api/battle/hit')[0]?.params).toEqual({
      attackerId: String(hero.id),
      defenderId: String(enemy.id),
    });
    expect(requests.filter((r) => r.path === '/api/battle/skip')).toHaveLength(0);
    const after = battleOf(store);
    const kept = await ask<Battle>('/api/battle/get');
    const serverEnemy = kept.creatures.find((c) => c.id === enemy.id);
    expect(healthOf(after.creatures.find((c) => c.id === enemy.id)!)).toBe(healthOf(serverEnemy!));
    expect(after.lastHits).toEqual(kept.lastHits);
    expect(store.get(battleSelectionAtom).attackerId).toBe(hero.id);
  });

  it('asks for a hint and selects the suggested pair', async () => {
    const { store } = await startBattle();
    expect(await askHint(store)).toBe(true);
    const hint = (await ask<Battle>('/api/battle/get')).ask;
    expect(hint).toBeTruthy();
    expect(store.get(battleSelectionAtom)).toEqual({ attackerId: hint?.attackerId, targetId: hint?.defenderId });
  });

  it('previews the selected blow from the server', async () => {
    const { store } = await startBattle();
    const { hero, companion } = squadOf(battleOf(store));
    const enemy = enemies(battleOf(store))[0]!;
    selectCreature(store, hero.id);
    selectCreature(store, enemy.id);
    expect(await previewSelected(store)).toBe(true);
    const value = await ask<Precalculation>('/api/battle/precalculate', { attackerId: hero.id, defenderId: enemy.id });
    expect(store.get(battlePreviewAtom)).toEqual({ attackerId: hero.id, defenderId: enemy.id, value });
    selectCreature(store, companion.id);
    expect(store.get(battlePreviewAtom)).toBeNull();
  });

  it('gives up: the server answers with a loss and nothing can be picked any more', async () => {
    const { store } = await startBattle();
    const { hero } = squadOf(battleOf(store));
    expect(await giveUp(store)).toBe(true);
    expect(battleOf(store).outcome).toBe('LOSS');
    expect(selectCreature(store, hero.id)).toBe(false);
  });

  it('refuses to complete an undecided battle with the server text', async () => {
    const { store } = await startBattle();
    expect(await completeBattle(store)).toBe(false);
    expect(store.get(toastAtom)?.text).toBe('The battle is not over yet');
    expect(store.get(sceneAtom).name).toBe('battle');
  });

  it('completes a won battle: stores the player, clears the battle and places, returns to the road', async () => {
    const { store } = await startBattle();
    await ensurePlaces(store, 0, 1000);
    expect(store.get(placesAtom).has(firstLair.id)).toBe(true);
    const { hero, companion } = squadOf(battleOf(store));
    const strikers = [hero.id, companion.id];
    for (let i = 0; battleOf(store).outcome === 'NONE' && i < 20; i += 1) {
      const target = enemies(battleOf(store)).find((c) => healthOf(c) > 0)!;
      selectCreature(store, strikers[i % 2]!);
      selectCreature(store, target.id);
      expect(await hitSelected(store)).toBe(true);
    }
    const won = battleOf(store);
    expect(won.outcome).toBe('WIN');
    // The server names the reward as soon as the win is decided, so the result panel can show it.
    expect(won.reward?.gold).toBeGreaterThan(0);
    expect(store.get(battleSelectionAtom)).toEqual({ attackerId: null, targetId: null });
    const goldBefore = store.get(playerAtom)?.gold ?? 0;

    expect(await completeBattle(store)).toBe(true);

    const [completed] = await server.server.db.query<{ state: { reward: BattleReward | null } }>(
      "SELECT state FROM battles WHERE player_id = $1 AND status = 'COMPLETED'",
      [player.id],
    );
    const reward = completed?.state.reward;
    // What complete credited is what the win announced.
    expect(reward).toEqual(won.reward);
    expect(store.get(playerAtom)?.gold).toBe(goldBefore + (reward?.gold ?? 0));
    expect(store.get(playerAtom)?.bestVictoryStair).toBe(1);
    expect(store.get(battleAtom)).toEqual({ status: 'idle' });
    expect(store.get(placesAtom).size).toBe(0);
    expect(store.get(placesWindowAtom)).toBeNull();
    expect(store.get(roadJumpAtom)?.coordinate).toBe(store.get(playerAtom)?.coordinate);
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: false });
    expect(store.get(toastAtom)?.text).toBe(`Victory! You gained ${reward?.gold} gold and ${reward?.experience} experience`);

    await ensurePlaces(store, 0, 1000);
    expect(store.get(placesAtom).has(firstLair.id)).toBe(false);
  });
});

describe('loadBattle', () => {
  it('fetches the battle in progress', async () => {
    await startBattle();
    const { store } = await signedIn();
    expect(await loadBattle(store)).toBe(true);
    expect(battleOf(store).placeId).toBe(firstLair.id);
  });

  it('keeps the failure as remote state when there is none', async () => {
    const { store } = await signedIn();
    expect(await loadBattle(store)).toBe(false);
    const remote = store.get(battleAtom);
    expect(remote.status).toBe('failed');
    expect(store.get(toastAtom)?.text).toBe('There is no battle going on');
  });
});

describe('consumables in battle', () => {
  const removals = (requests: SentRequest[]) => requests.filter((r) => r.path === '/api/battle/removeConsumable');
  const left = (store: Store, itemId: string) => {
    const backpack = store.get(backpackAtom);
    return backpack.status === 'ready' ? (backpack.value.stacks.find((s) => s.itemId === itemId)?.ids.length ?? 0) : -1;
  };

  it('refuses a potion on an enemy without a call, then heals the chosen hero and counts the potion spent', async () => {
    const requests: SentRequest[] = [];
    const { store } = await startBattle({ requests });
    await loadBackpack(store);
    const { companion } = squadOf(battleOf(store));
    pickConsumable(store, { kind: 'potion', itemId: 'smallPotion' });
    expect(await spendConsumableOn(store, enemies(battleOf(store))[0]!.id)).toBe(false);
    expect(store.get(battleConsumableRefusalAtom)).toBe('wrongSide');
    expect(removals(requests)).toEqual([]);

    expect(await spendConsumableOn(store, companion.id)).toBe(true);
    expect(removals(requests).map((r) => r.params.targetCreatureId)).toEqual([String(companion.id)]);
    expect(battleOf(store).lastEvents).toEqual([expect.objectContaining({ kind: 'potion', creatureId: companion.id })]);
    expect(left(store, 'smallPotion')).toBe(2);
    expect(store.get(playerAtom)?.consumables.filter((c) => c.kind === 'potion')).toHaveLength(2);
    expect(store.get(battleConsumableAtom)).toBeNull();
  });

  it('strikes an enemy with the only scroll, then says none is left without a call', async () => {
    const requests: SentRequest[] = [];
    const { store } = await startBattle({ requests });
    await loadBackpack(store);
    const enemy = enemies(battleOf(store))[0]!;
    pickConsumable(store, { kind: 'scroll', itemId: 'sparkScroll' });
    expect(await spendConsumableOn(store, enemy.id)).toBe(true);
    expect(healthOf(enemies(battleOf(store))[0]!)).toBeLessThan(healthOf(enemy));
    pickConsumable(store, { kind: 'scroll', itemId: 'sparkScroll' });
    expect(await spendConsumableOn(store, enemy.id)).toBe(false);
    expect(store.get(battleConsumableRefusalAtom)).toBe('noneLeft');
    expect(removals(requests)).toHaveLength(1);
  });

  it('lets the elixir settings give a potion to a hero below the threshold after the enemy answers', async () => {
    await server.server.db.query('UPDATE creatures SET health_current = 15, health_set_at = now() WHERE player_id = $1', [player.id]);
    await server.server.db.query(
      `INSERT INTO backpack_settings (player_id, slots, auto_heal_below_pct, elixir_order) VALUES ($1, '{"potion":[],"scroll":[]}', 75, 'weakest')`,
      [player.id],
    );
    const requests: SentRequest[] = [];
    const { store } = await startBattle({ requests });
    await loadBackpack(store);
    expect(await skipTurn(store)).toBe(true);
    expect(removals(requests)).toHaveLength(1);
    expect(left(store, 'smallPotion')).toBe(2);
  });
});
