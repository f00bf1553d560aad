import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SCENE_FADE_MS } from '../model/index.ts';
import { rendererReadyAtom, sceneAtom, SceneName } from '../state/atoms.ts';

/** What the canvas shows: a playable scene, the battle's loading scene, or black (boot, loading). */
export const ShownScene = {
  black: 'black',
  battleLoading: 'battleLoading',
  characterSelection: 'characterSelection',
  road: 'road',
  battle: 'battle',
  creatureLoading: 'creatureLoading',
  creature: 'creature',
  clanLoading: 'clanLoading',
  clan: 'clan',
  arena: 'arena',
} as const;
export type ShownScene = (typeof ShownScene)[keyof typeof ShownScene];

/** A scene instance: `key` changes when a scene is entered again (e.g. the road reloaded after a login). */
export interface Shown {
  name: ShownScene;
  key: number;
}

/** Technical §2: battle, creature and clan go through their loading scenes first; boot and loading draw black. */
const entryOf = (name: SceneName): ShownScene => {
  switch (name) {
    case SceneName.characterSelection:
      return ShownScene.characterSelection;
    case SceneName.road:
      return ShownScene.road;
    case SceneName.battle:
      return ShownScene.battleLoading;
    case SceneName.creature:
      return ShownScene.creatureLoading;
    case SceneName.clan:
      return ShownScene.clanLoading;
    case SceneName.arena:
      return ShownScene.arena;
    default:
      return ShownScene.black;
  }
};

const isPlayable = (name: ShownScene): name is 'characterSelection' | 'road' | 'battle' | 'creature' | 'clan' | 'arena' =>
  name === ShownScene.characterSelection ||
  name === ShownScene.road ||
  name === ShownScene.battle ||
  name === ShownScene.creature ||
  name === ShownScene.clan ||
  name === ShownScene.arena;

const markNotReady = () => {
  document.documentElement.dataset.sceneReady = 'false';
};

let firstRoadFrameMarked = false;

/**
 * Scene switching (technical §2, §9 "Scene fade delay: 350 ms"): a new `sceneAtom` value fades a black veil in,
 * swaps the scene after the fade, and lifts the veil when the new scene has drawn its first frame. Then the page
 * is told: `<html data-scene=name data-scene-ready=true>` (for Playwright) and `rendererReadyAtom`.
 */
export function useSceneTransition() {
  const scene = useAtomValue(sceneAtom);
  const setRendererReady = useSetAtom(rendererReadyAtom);
  const [shown, setShown] = useState<Shown>(() => ({ name: entryOf(scene.name), key: 0 }));
  const [veiled, setVeiled] = useState(true);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const first = useRef(true);

  useEffect(() => {
    // The first scene needs no fade in: the veil is already black and lifts at its first frame.
    if (first.current) {
      first.current = false;
      markNotReady();
      return;
    }
    setVeiled(true);
    markNotReady();
    const timer = setTimeout(() => {
      setShown((prev) => ({ name: entryOf(scene.name), key: prev.key + 1 }));
    }, SCENE_FADE_MS);
    return () => clearTimeout(timer);
  }, [scene]);

  /** Called by a scene once its first frame is on screen. */
  const onFirstFrame = useCallback(
    (name: ShownScene, key: number) => {
      const current = shownRef.current;
      if (current.name !== name || current.key !== key || !isPlayable(name)) return;
      setVeiled(false);
      const root = document.documentElement;
      root.dataset.scene = name;
      root.dataset.sceneReady = 'true';
      // The benchmark's figure for the hero's page (scripts/bench.mjs `creature`): View tapped to this frame.
      if (name === ShownScene.creature) performance.mark('creature-frame');
      if (name === ShownScene.clan) performance.mark('clan-frame');
      if (name === ShownScene.road && !firstRoadFrameMarked) {
        firstRoadFrameMarked = true;
        performance.mark('first-road-frame');
      }
      // Marked first: what waits for the renderer (the start-up news) starts its loads in this very call.
      setRendererReady(true);
    },
    [setRendererReady],
  );

  /** The battle loading scene hands over once the battle and the atlas are there. */
  const onBattleLoaded = useCallback((key: number) => {
    setShown((prev) => (prev.name === ShownScene.battleLoading && prev.key === key ? { name: ShownScene.battle, key } : prev));
  }, []);

  /** The creature's loading scene hands over once its chunk, the roster and the atlas are there. */
  const onCreatureLoaded = useCallback((key: number) => {
    setShown((prev) => (prev.name === ShownScene.creatureLoading && prev.key === key ? { name: ShownScene.creature, key } : prev));
  }, []);

  /** The clan's loading scene hands over once its chunk, the clan and its buildings are there. */
  const onClanLoaded = useCallback((key: number) => {
    setShown((prev) => (prev.name === ShownScene.clanLoading && prev.key === key ? { name: ShownScene.clan, key } : prev));
  }, []);

  /**
   * The creature's (and the clan's) loading scene shows its progress (product §2 "loading scenes"), so the veil lifts once it has
   * drawn; the page is not told the scene is ready until the creature scene itself has drawn.
   */
  const onLoadingDrawn = useCallback((key: number) => {
    const current = shownRef.current;
    const loadingScene = current.name === ShownScene.creatureLoading || current.name === ShownScene.clanLoading;
    if (loadingScene && current.key === key) setVeiled(false);
  }, []);

  return { shown, veiled, onFirstFrame, onBattleLoaded, onCreatureLoaded, onClanLoaded, onLoadingDrawn };
}
