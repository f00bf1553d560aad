import { beforeAll, describe, expect, it } from 'vitest';
import { creatureHeroIdAtom, overlayAtom, sceneAtom, toastAtom } from './atoms.ts';
import {
  closeCreature,
  creatureForceAtom,
  creatureLoadFraction,
  creatureOrderAtom,
  leaveMissingHero,
  stepCreature,
  viewedHeroAtom,
} from './creatureView.ts';
import { openCreature } from './openCreature.ts';
import { buyOffer, heroAction, heroesAtom, loadHeroes } from './heroes.ts';
import { createTestPlayer, sharedReferenceServer, storeFor, type ReferenceServer } from '../../test/support/referenceServer.ts';

let reference: ReferenceServer;

beforeAll(async () => {
  reference = await sharedReferenceServer();
});

/** A level-3 player with the gold for one usual hero, on the road, its roster loaded. */
async function playerOnRoad() {
  const player = await createTestPlayer(reference, { level: 3 });
  await reference.server.db.query('UPDATE players SET gold = 2600 WHERE id = $1', [player.id]);
  const made = await storeFor(reference, player.token);
  made.setPlayer();
  made.store.set(sceneAtom, { name: 'road', firstStart: false });
  await loadHeroes(made.store);
  return made.store;
}

describe('the creature view', () => {
  it('opens a squad hero from the heroes page: the overlay closes and the creature scene comes', async () => {
    const store = await playerOnRoad();
    store.set(overlayAtom, 'heroes');
    const [first] = store.get(creatureOrderAtom);
    if (first === undefined) throw new Error('no hero in the squad');

    openCreature(store, first);

    expect(store.get(overlayAtom)).toBeNull();
    expect(store.get(sceneAtom)).toEqual({ name: 'creature', firstStart: false });
    expect(store.get(viewedHeroAtom)?.hero.id).toBe(first);
  });

  it('walks the squad with the arrows, wrapping round, the picked force staying with the hero it was picked on', async () => {
    const store = await playerOnRoad();
    const order = store.get(creatureOrderAtom);
    expect(order).toHaveLength(2);
    const [first, second] = order as [number, number];
    openCreature(store, first);
    store.set(creatureForceAtom, 'ward');

    stepCreature(store, 1);
    expect(store.get(creatureHeroIdAtom)).toBe(second);
    expect(store.get(creatureForceAtom)).toBeNull();
    stepCreature(store, 1);
    expect(store.get(creatureHeroIdAtom)).toBe(first);
    expect(store.get(creatureForceAtom)).toBe('ward');
    stepCreature(store, -1);
    expect(store.get(creatureHeroIdAtom)).toBe(second);
    expect(store.get(creatureForceAtom)).toBeNull();
  });

  it('goes back to the road, not flagged as a first start', async () => {
    const store = await playerOnRoad();
    openCreature(store, store.get(creatureOrderAtom)[0] ?? 0);
    closeCreature(store);
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: false });
  });

  it('leaves a hero that was exchanged meanwhile for the road, saying why', async () => {
    const store = await playerOnRoad();
    expect(await buyOffer(store, 'hero:troll:usual')).toBe(true);
    const bought = store.get(heroesAtom);
    const heroId = bought.status === 'ready' ? bought.value.reserve[0] : undefined;
    if (heroId === undefined) throw new Error('no hero bought');
    openCreature(store, heroId);
    expect(await heroAction(store, (api) => api.exchange([heroId]))).toBe(true);
    expect(store.get(viewedHeroAtom)).toBeNull();

    leaveMissingHero(store);

    expect(store.get(sceneAtom).name).toBe('road');
    expect(store.get(toastAtom)?.text).toBe('This hero is no longer yours.');
  });

  it('counts the loading as the chunk, the roster and the atlas arrive', () => {
    expect(creatureLoadFraction({ chunk: false, roster: false, atlas: false })).toBe(0);
    expect(creatureLoadFraction({ chunk: true, roster: false, atlas: true })).toBeCloseTo(0.6);
    expect(creatureLoadFraction({ chunk: true, roster: true, atlas: true })).toBe(1);
  });
});
