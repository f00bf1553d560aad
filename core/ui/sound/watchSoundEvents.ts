import type { Store } from 'jotai/vanilla';
import { PlaceType } from '../../model/index.ts';
import type { Battle, BattleOutcome, Place, Player } from '../../model/index.ts';
import { hitSoundFor } from '../../rules/hitSoundFor.ts';
import { musicFor, MusicScene, type MusicTrack } from '../../rules/musicFor.ts';
import { battleAtom, placesAtom, playerAtom, sceneAtom, SceneName } from '../../state/atoms.ts';
import { placeActionAtom } from '../../state/placeActions.ts';
import { roadJumpAtom } from '../../state/places.ts';
import { SoundEffect } from './SoundEffect.ts';

/** Where the sounds go: the engine, or a recorder in tests. */
export interface SoundSink {
  /** The track the game should play now (null: silence); called on every change that may alter it. */
  music(track: MusicTrack | null): void;
  /** Plays an effect `delay` seconds from now. */
  effect(effect: SoundEffect, delay?: number): void;
}

/** Seconds between the blows of one battle answer, so the player's blow and the enemy's reply are told apart. */
export const HIT_SPACING = 0.35;
/** A walking save reports about a second of walking: two footfalls for it. */
export const STEP_SPACING = 0.3;

// Loading scenes keep the music that plays (a short black fade between two scenes is no reason to stop).
const musicScene: Record<SceneName, MusicScene | null> = {
  boot: MusicScene.none,
  loading: null,
  characterSelection: MusicScene.characterSelection,
  road: MusicScene.road,
  battle: MusicScene.battle,
  creature: MusicScene.creature,
  // The clan's hall is a hall too: the calm music of the hero's hall, not the road's march.
  clan: MusicScene.creature,
  // Issue 14: facing the opponent before the arena fight is already the fight's mood.
  arena: MusicScene.battle,
};

// The outcome's values as typed literals, not the BattleOutcome object: the shell does not load that object, and
// importing it here would split it into a chunk of its own that the game view would then wait for.
const UNDECIDED: BattleOutcome = 'NONE';
const WON: BattleOutcome = 'WIN';

const TAKE_TYPES: ReadonlySet<PlaceType> = new Set([PlaceType.RESOURCE, PlaceType.SKILL, PlaceType.GAINABLE]);
const MOVE_TYPES: ReadonlySet<PlaceType> = new Set([PlaceType.TURN, PlaceType.POINTER, PlaceType.PORTAL]);

const currentMusic = (store: Store): MusicTrack | null | undefined => {
  const scene = musicScene[store.get(sceneAtom).name];
  if (scene === null) return undefined;
  const player = store.get(playerAtom);
  return musicFor({
    scene,
    stair: player?.stair ?? 0,
    bestVictoryStair: player?.bestVictoryStair ?? 0,
    markers: new Set(player?.playerMarkers.map((m) => m.playerMarker) ?? []),
  });
};

/**
 * Turns state changes into music and effects, without the road, battle or header code knowing about sound
 * (issue 10): the scene and the player's stair and markers pick the music; a walking save of the coordinate is a
 * step; a place action that removed its place is a take, one that moved the road a portal; a battle answer's
 * blows are hits (and poison ticks and falls), its decided outcome a win or a loss; a higher level a fanfare.
 * Returns the unsubscribe function.
 */
export function watchSoundEvents(store: Store, sink: SoundSink): () => void {
  const music = () => {
    const track = currentMusic(store);
    if (track !== undefined) sink.music(track);
  };

  let player: Player | null = store.get(playerAtom);
  const onPlayer = () => {
    const next = store.get(playerAtom);
    const before = player;
    player = next;
    music();
    if (!before || !next || before.id !== next.id) return;
    if (next.level > before.level) sink.effect(SoundEffect.levelUp);
    const walked =
      next.coordinate !== before.coordinate &&
      store.get(sceneAtom).name === SceneName.road &&
      store.get(placeActionAtom) === null;
    if (walked) {
      sink.effect(SoundEffect.step);
      sink.effect(SoundEffect.step, STEP_SPACING);
    }
  };

  // The place an action runs on, and the road jump count at its start: a move bumps it.
  let acting: { place: Place | undefined; jumpSeq: number } | null = null;
  const onPlaceAction = () => {
    const id = store.get(placeActionAtom);
    if (id !== null) {
      acting = { place: store.get(placesAtom).get(id), jumpSeq: store.get(roadJumpAtom)?.seq ?? 0 };
      return;
    }
    const done = acting;
    acting = null;
    if (!done?.place) return;
    const { place } = done;
    if (TAKE_TYPES.has(place.placeType) && !store.get(placesAtom).has(place.id)) sink.effect(SoundEffect.take);
    else if (MOVE_TYPES.has(place.placeType) && (store.get(roadJumpAtom)?.seq ?? 0) !== done.jumpSeq)
      sink.effect(SoundEffect.portal);
  };

  let battle: Battle | null = readyBattle(store);
  const onBattle = () => {
    const next = readyBattle(store);
    const before = battle;
    battle = next;
    // A battle fetched or started fresh brings no blows to sound; only an answer to a move in the same battle does.
    if (!before || !next || before.id !== next.id || next.lastHits === before.lastHits) return;
    let delay = 0;
    for (const hit of next.lastHits) {
      sink.effect(hitSoundFor(hit.damage), delay);
      if (hit.poison > 0) sink.effect(SoundEffect.poison, delay + HIT_SPACING / 2);
      if (hit.killed) sink.effect(SoundEffect.fall, delay + HIT_SPACING / 2);
      delay += HIT_SPACING;
    }
    if (before.outcome === UNDECIDED && next.outcome !== UNDECIDED)
      sink.effect(next.outcome === WON ? SoundEffect.win : SoundEffect.lose, delay);
  };

  const unsubscribe = [
    store.sub(sceneAtom, music),
    store.sub(playerAtom, onPlayer),
    store.sub(placeActionAtom, onPlaceAction),
    store.sub(battleAtom, onBattle),
  ];
  music();
  return () => unsubscribe.forEach((u) => u());
}

function readyBattle(store: Store): Battle | null {
  const remote = store.get(battleAtom);
  return remote.status === 'ready' ? remote.value : null;
}
