import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { BattleOutcome, PlaceType, type BattleHit, type Place } from '../../model/index.ts';
import { battleAtom, placesAtom, playerAtom, playerInfoAtom, sceneAtom, SceneName } from '../../state/atoms.ts';
import { placeActionAtom } from '../../state/placeActions.ts';
import { jumpTo } from '../../state/places.ts';
import { ready } from '../../state/remote.ts';
import { testBattle, testPlayer, testPlayerInfo } from '../../../test/support/testPlayer.ts';
import { HIT_SPACING, watchSoundEvents } from './watchSoundEvents.ts';

function setup(scene: SceneName = SceneName.road) {
  const store = createStore();
  store.set(playerInfoAtom, testPlayerInfo(testPlayer({ stair: 1 })));
  store.set(sceneAtom, { name: scene, firstStart: false });
  const music: (string | null)[] = [];
  const effects: [string, number][] = [];
  const stop = watchSoundEvents(store, {
    music: (track) => music.push(track),
    effect: (effect, delay = 0) => effects.push([effect, delay]),
  });
  return { store, music, effects, stop };
}

const place = (id: number, placeType: Place['placeType']): Place => ({
  id, placeType, posX: 100, posY: 150, stair: 1, creatureId: null, battleLost: false, used: false, imageId: 'x',
});
const hit = (damage: number, more: Partial<BattleHit> = {}): BattleHit => ({
  attackerId: 1, defenderId: 2, damage, poison: 0, killed: false, saved: false, ...more,
});

describe('watchSoundEvents', () => {
  it('asks for the scene\'s music at once and again when the scene or the stair changes; loading keeps it', () => {
    const { store, music } = setup();
    expect(music).toEqual(['roadDawn']);
    store.set(sceneAtom, { name: SceneName.loading, firstStart: false });
    store.set(sceneAtom, { name: SceneName.battle, firstStart: false });
    store.set(sceneAtom, { name: SceneName.road, firstStart: false });
    store.set(playerAtom, { ...store.get(playerAtom)!, stair: 7 });
    expect(music).toEqual(['roadDawn', 'battle', 'roadDawn', 'roadForest']);
  });

  it("plays medieval music on a hero's page above stair 500, and the road's set below it (technical \"Music and sound\")", () => {
    const { store, music } = setup(SceneName.creature);
    store.set(playerAtom, { ...store.get(playerAtom)!, stair: 7 });
    expect(music.at(-1)).toBe('roadForest');
    // A record and its marker would open a later road set; the hero's page keeps to medieval all the same.
    const markers = [{ playerMarker: 'arrived_to_miro' }];
    store.set(playerAtom, { ...store.get(playerAtom)!, stair: 501, bestVictoryStair: 3000, playerMarkers: markers });
    expect(music.at(-1)).toBe('medieval');
    store.set(sceneAtom, { name: SceneName.road, firstStart: false });
    expect(music.at(-1)).toBe('roadMirror');
  });

  it('steps when a walking save moves the player on the road, not while a place action moves it', () => {
    const { store, effects } = setup();
    store.set(playerAtom, { ...store.get(playerAtom)!, coordinate: 200 });
    expect(effects.map(([e]) => e)).toEqual(['step', 'step']);
    store.set(placeActionAtom, 5);
    store.set(playerAtom, { ...store.get(playerAtom)!, coordinate: 900 });
    expect(effects).toHaveLength(2);
  });

  it('sounds a take when a taken place leaves the road, a portal when a move jumps the road, nothing on a failure', () => {
    const { store, effects } = setup();
    store.set(placesAtom, new Map([[1, place(1, PlaceType.RESOURCE)], [2, place(2, PlaceType.PORTAL)], [3, place(3, PlaceType.SKILL)]]));
    store.set(placeActionAtom, 1);
    store.set(placesAtom, new Map([...store.get(placesAtom)].filter(([id]) => id !== 1)));
    store.set(placeActionAtom, null);
    // A refused take leaves the place where it was.
    store.set(placeActionAtom, 3);
    store.set(placeActionAtom, null);
    store.set(placeActionAtom, 2);
    jumpTo(store, 5000);
    store.set(placeActionAtom, null);
    expect(effects.map(([e]) => e)).toEqual(['take', 'portal']);
  });

  it('sounds each blow of a battle answer by its power, then poison, a fall and the outcome', () => {
    const { store, effects } = setup(SceneName.battle);
    store.set(battleAtom, ready(testBattle({ lastHits: [] })));
    expect(effects).toEqual([]);
    const battle = testBattle({ lastHits: [hit(30, { poison: 4 }), hit(120, { killed: true })], outcome: BattleOutcome.LOSS });
    store.set(battleAtom, ready(battle));
    expect(effects).toEqual([
      ['hitLight', 0],
      ['poison', HIT_SPACING / 2],
      ['hitHeavy', HIT_SPACING],
      ['fall', HIT_SPACING * 1.5],
      ['lose', HIT_SPACING * 2],
    ]);
  });

  it('stays quiet for a battle fetched on start-up and for one fetched again', () => {
    const { store, effects } = setup(SceneName.battle);
    const battle = testBattle({ lastHits: [hit(60)] });
    store.set(battleAtom, ready(battle));
    store.set(battleAtom, ready(battle));
    store.set(battleAtom, ready({ ...battle, id: battle.id + 1 }));
    expect(effects).toEqual([]);
  });

  it('plays the level-up fanfare when the level rises, and nothing after it stops watching', () => {
    const { store, effects, stop } = setup();
    store.set(playerAtom, { ...store.get(playerAtom)!, level: 3 });
    expect(effects).toEqual([['levelUp', 0]]);
    stop();
    store.set(playerAtom, { ...store.get(playerAtom)!, level: 4, coordinate: 10 });
    expect(effects).toHaveLength(1);
  });
});
