import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect, useState, type ComponentType } from 'react';
import { Quality } from '../model/index.ts';
import { qualityWidth, resolveQuality } from '../rules/index.ts';
import { canvasBlockedAtom, playerInfoAtom } from '../state/atoms.ts';
import type { RoadSession } from '../state/roadSession.ts';
import { BattleLoadingScene } from './battle/BattleLoadingScene.tsx';
import { BlackScene } from './BlackScene.tsx';
import { bufferDpr, cameraZoom } from './CameraZoom.tsx';
import { LeanCanvas } from './LeanCanvas.tsx';
import { probeSoftwareRenderer } from './isSoftwareRenderer.ts';
import { lowestQualityAtom } from './lowestQuality.ts';
import { CharacterSelectionScene } from './characterSelection/CharacterSelectionScene.tsx';
import { ClanLoadingScene, type ClanHallLoader } from './clan/ClanLoadingScene.tsx';
import { CreatureLoadingScene } from './creature/CreatureLoadingScene.tsx';
import { RoadScene } from './road/RoadScene.tsx';
import './scene.css';
import type { PlayArea } from './usePlayArea.ts';
import { useAtlasWait } from './useAtlasWait.ts';
import { ShownScene, type Shown } from './useSceneTransition.ts';

/** Device memory in MB when the browser tells it (Chromium's navigator.deviceMemory is in GB). */
const deviceMemoryMb = (): number | null => {
  const gb = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return typeof gb === 'number' ? gb * 1024 : null;
};

export interface GameCanvasProps {
  area: PlayArea;
  /** The scene on screen (useSceneTransition), and the road visit when it is the road. */
  shown: Shown;
  road: RoadSession | null;
  onFirstFrame: (name: ShownScene, key: number) => void;
  onBattleLoaded: (key: number) => void;
  /** The battle scene once its lazy chunk has arrived (the app loads it while the battle's loading scene shows). */
  battleScene?: ComponentType<{ onFirstFrame: () => void }> | null;
  /** The creature scene once its lazy chunk has arrived (the app loads it while the loading scene shows). */
  creatureScene: ComponentType<{ onFirstFrame: () => void }> | null;
  onCreatureLoaded: (key: number) => void;
  onLoadingDrawn: (key: number) => void;
  /** The clan chunk once it has arrived: its scene, and the calls its loading scene makes. */
  clanChunk: (ClanHallLoader & { ClanScene: ComponentType<{ onFirstFrame: () => void }> }) | null;
  onClanLoaded: (key: number) => void;
  /** Issue 14: the arena scene once its lazy chunk has arrived. */
  arenaScene?: ComponentType<{ onFirstFrame: () => void }> | null;
  /** The black veil covers the canvas (useSceneTransition). */
  veiled?: boolean;
  /** A canvas with its WebGL context made already (LeanCanvas `takeCanvas`). */
  takeCanvas?: () => HTMLCanvasElement | null;
}

/**
 * The renderer: an r3f canvas (LeanCanvas) filling the whole stage, with an orthographic camera showing at least
 * 600 units across (CameraZoom.tsx), and the scene on screen. The DOM HUDs are not here: the app lays them over this canvas (DESIGN "Folders": scene and ui are
 * siblings).
 */
export function GameCanvas(props: GameCanvasProps) {
  const { area, shown, road, onFirstFrame, onBattleLoaded, creatureScene: CreatureScene, onCreatureLoaded, onLoadingDrawn } = props;
  const { clanChunk, onClanLoaded, arenaScene: ArenaScene = null, battleScene: BattleScene = null, veiled = false, takeCanvas } = props;
  const blocked = useAtomValue(canvasBlockedAtom);
  const still = useAtlasWait(veiled);
  const quality = useAtomValue(playerInfoAtom)?.quality ?? Quality.AUTO;
  // Known before the renderer exists (the canvas's antialias asks the same probe), so the drawing buffer is made at
  // its final size: each later resize reallocates it, and the software renderer's first frames at the larger size
  // cost hundreds of milliseconds before the first road frame.
  const [software, setSoftware] = useState(probeSoftwareRenderer);

  // Technical §9: the quality's width (450..768 px) is the buffer across the 600-unit reference width.
  const resolved = resolveQuality(quality, deviceMemoryMb(), software);
  const renderWidth = qualityWidth(resolved);
  const setLowest = useSetAtom(lowestQualityAtom);
  useLayoutEffect(() => setLowest(resolved === Quality.LOWEST), [resolved, setLowest]);
  // The lowest quality (a weak device, the software renderer) also never fills more pixels than the screen has.
  const dpr = bufferDpr(renderWidth, area.width, area.height, resolved === Quality.LOWEST ? window.devicePixelRatio || 1 : Infinity);
  const drawn = (name: ShownScene) => () => onFirstFrame(name, shown.key);

  return (
    <LeanCanvas
      width={area.width}
      height={area.height}
      zoom={cameraZoom(area.width, area.height)}
      dpr={dpr}
      blocked={blocked}
      still={still}
      sceneKey={`${shown.name}:${shown.key}`}
      onSoftwareRenderer={setSoftware}
      takeCanvas={takeCanvas}
    >
      {shown.name === ShownScene.black && <BlackScene />}
      {shown.name === ShownScene.battleLoading && <BattleLoadingScene chunkReady={BattleScene !== null} onLoaded={() => onBattleLoaded(shown.key)} />}
      {shown.name === ShownScene.characterSelection && (
        <CharacterSelectionScene key={shown.key} onFirstFrame={drawn(ShownScene.characterSelection)} />
      )}
      {shown.name === ShownScene.road && road && (
        <RoadScene key={shown.key} session={road} onFirstFrame={drawn(ShownScene.road)} />
      )}
      {shown.name === ShownScene.battle && BattleScene && <BattleScene key={shown.key} onFirstFrame={drawn(ShownScene.battle)} />}
      {shown.name === ShownScene.creatureLoading && (
        <CreatureLoadingScene
          key={shown.key}
          chunkReady={CreatureScene !== null}
          onDrawn={() => onLoadingDrawn(shown.key)}
          onLoaded={() => onCreatureLoaded(shown.key)}
        />
      )}
      {shown.name === ShownScene.creature && CreatureScene && (
        <CreatureScene key={shown.key} onFirstFrame={drawn(ShownScene.creature)} />
      )}
      {shown.name === ShownScene.clanLoading && (
        <ClanLoadingScene
          key={shown.key}
          chunk={clanChunk}
          onDrawn={() => onLoadingDrawn(shown.key)}
          onLoaded={() => onClanLoaded(shown.key)}
        />
      )}
      {shown.name === ShownScene.clan && clanChunk && <clanChunk.ClanScene key={shown.key} onFirstFrame={drawn(ShownScene.clan)} />}
      {shown.name === ShownScene.arena && ArenaScene && <ArenaScene key={shown.key} onFirstFrame={drawn(ShownScene.arena)} />}
    </LeanCanvas>
  );
}
