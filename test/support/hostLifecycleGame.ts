import { createStore } from 'jotai/vanilla';
import type { PlatformAdapter } from '../../core/platform.ts';
import { BattleOutcome, type Battle } from '../../core/model/index.ts';
import { battleAtom, canvasBlockedAtom, gamePausedAtom, rendererReadyAtom, SceneName, sceneAtom, sceneOnScreenAtom } from '../../core/state/atoms.ts';
import { followHostLifecycle, type HostLifecycleOptions } from '../../core/state/hostLifecycle.ts';
import { idle, ready } from '../../core/state/remote.ts';

const battleOf = (outcome: BattleOutcome) => ready({ outcome } as unknown as Battle);

/**
 * Core's side of the host lifecycle (core/state/hostLifecycle.ts) over a store the test moves as the game would:
 * the first frame, the road, a battle fought and closed, with a clock the test advances. Nothing is drawn.
 */
export function hostLifecycleGame(adapter: PlatformAdapter, options: Pick<HostLifecycleOptions, 'save' | 'onPageHide'> = {}) {
  const store = createStore();
  let clock = 1_000_000;
  const stop = followHostLifecycle(store, adapter, { now: () => clock, ...options });
  return {
    store,
    stop,
    advance: (seconds: number) => void (clock += seconds * 1000),
    /** Paused (music, sound and the canvas's clock stop on it), and the canvas taking no input. */
    paused: () => store.get(gamePausedAtom),
    blocked: () => store.get(canvasBlockedAtom),
    firstFrame: () => store.set(rendererReadyAtom, true),
    road() {
      store.set(sceneAtom, { name: SceneName.road, firstStart: false });
      store.set(sceneOnScreenAtom, SceneName.road);
    },
    /** A lair attacked: the fade and the battle's loading scene (nothing on screen), then the battle drawn. */
    enterBattle() {
      store.set(battleAtom, battleOf(BattleOutcome.NONE));
      store.set(sceneAtom, { name: SceneName.battle, firstStart: false });
      store.set(sceneOnScreenAtom, null);
      store.set(sceneOnScreenAtom, SceneName.battle);
    },
    /** The battle decided, its result read and closed: back towards the road (state/battle.ts completeBattle). */
    finishBattle() {
      store.set(battleAtom, battleOf(BattleOutcome.WIN));
      store.set(battleAtom, idle);
      store.set(sceneAtom, { name: SceneName.road, firstStart: false });
      store.set(sceneOnScreenAtom, null);
    },
  };
}
