import { useAtomValue } from 'jotai';
import { Quality } from '../model/index.ts';
import { qualityWidth, resolveQuality } from '../rules/index.ts';
import { canvasBlockedAtom, playerInfoAtom } from '../state/atoms.ts';
import type { RoadSession } from '../state/roadSession.ts';
import { BattleLoadingScene } from './battle/BattleLoadingScene.tsx';
import { BattleScene } from './battle/BattleScene.tsx';
import { BlackScene } from './BlackScene.tsx';
import { CameraZoom } from './CameraZoom.tsx';
import { LeanCanvas } from './LeanCanvas.tsx';
import { CharacterSelectionScene } from './characterSelection/CharacterSelectionScene.tsx';
import { RoadScene } from './road/RoadScene.tsx';
import './scene.css';
import type { PlayArea } from './usePlayArea.ts';
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
}

/**
 * The renderer: a full-size r3f canvas (LeanCanvas) with an orthographic camera 600 units across and the scene
 * on screen. The DOM HUDs are not here: the app lays them over this canvas (DESIGN "Folders": scene and ui are
 * siblings).
 */
export function GameCanvas({ area, shown, road, onFirstFrame, onBattleLoaded }: GameCanvasProps) {
  const blocked = useAtomValue(canvasBlockedAtom);
  const quality = useAtomValue(playerInfoAtom)?.quality ?? Quality.AUTO;

  // Technical §9: the drawing buffer is the quality's width (450..768 px) whatever the CSS width.
  const renderWidth = qualityWidth(resolveQuality(quality, deviceMemoryMb()));
  const dpr = area.playWidth > 0 ? Math.min(3, Math.max(0.25, renderWidth / area.playWidth)) : 1;
  const drawn = (name: ShownScene) => () => onFirstFrame(name, shown.key);

  return (
    <LeanCanvas width={area.playWidth} height={area.height} dpr={dpr} blocked={blocked}>
      <CameraZoom />
      {shown.name === ShownScene.black && <BlackScene />}
      {shown.name === ShownScene.battleLoading && <BattleLoadingScene onLoaded={() => onBattleLoaded(shown.key)} />}
      {shown.name === ShownScene.characterSelection && (
        <CharacterSelectionScene key={shown.key} onFirstFrame={drawn(ShownScene.characterSelection)} />
      )}
      {shown.name === ShownScene.road && road && (
        <RoadScene key={shown.key} session={road} onFirstFrame={drawn(ShownScene.road)} />
      )}
      {shown.name === ShownScene.battle && <BattleScene key={shown.key} onFirstFrame={drawn(ShownScene.battle)} />}
    </LeanCanvas>
  );
}
