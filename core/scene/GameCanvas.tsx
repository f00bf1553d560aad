import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { Quality } from '../model/index.ts';
import { qualityWidth, resolveQuality } from '../rules/index.ts';
import { canvasBlockedAtom, playerInfoAtom } from '../state/atoms.ts';
import { i18nAtom } from '../state/character.ts';
import { BattleHud } from '../ui/battle/BattleHud.tsx';
import { RoadHud } from '../ui/road/RoadHud.tsx';
import { useAtlasLoading } from './atlas/useAtlasLoading.ts';
import { BattleLoadingScene } from './battle/BattleLoadingScene.tsx';
import { BattleScene } from './battle/BattleScene.tsx';
import { BlackScene } from './BlackScene.tsx';
import { CameraZoom } from './CameraZoom.tsx';
import { LeanCanvas } from './LeanCanvas.tsx';
import { CharacterSelectionHud } from './characterSelection/CharacterSelectionHud.tsx';
import { CharacterSelectionScene } from './characterSelection/CharacterSelectionScene.tsx';
import { RoadScene } from './road/RoadScene.tsx';
import { useRoadSession } from './road/useRoadSession.ts';
import './scene.css';
import { usePlayArea } from './usePlayArea.ts';
import { ShownScene, useSceneTransition } from './useSceneTransition.ts';

/** Device memory in MB when the browser tells it (Chromium's navigator.deviceMemory is in GB). */
const deviceMemoryMb = (): number | null => {
  const gb = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return typeof gb === 'number' ? gb * 1024 : null;
};

/**
 * The renderer (its own lazy chunk): a full-size r3f canvas (LeanCanvas) with an orthographic camera 600 units across, the
 * scene of `sceneAtom` with a black fade between scenes (technical §2), and each scene's DOM HUD over it.
 * The shell renders it inside the jotai Provider, the lingui I18nProvider and its SceneBoundary, which reloads
 * the page when a scene throws while starting (technical §8).
 */
export default function GameCanvas() {
  const rootRef = useRef<HTMLDivElement>(null);
  const area = usePlayArea(rootRef);
  const blocked = useAtomValue(canvasBlockedAtom);
  const quality = useAtomValue(playerInfoAtom)?.quality ?? Quality.AUTO;
  const { i18n } = useLingui();
  const setI18n = useSetAtom(i18nAtom);
  const { shown, veiled, onFirstFrame, onBattleLoaded } = useSceneTransition();
  const road = useRoadSession(shown);
  useAtlasLoading();

  useEffect(() => setI18n({ i18n }), [i18n, setI18n]);

  // Technical §9: the drawing buffer is the quality's width (450..768 px) whatever the CSS width.
  const renderWidth = qualityWidth(resolveQuality(quality, deviceMemoryMb()));
  const dpr = area.playWidth > 0 ? Math.min(3, Math.max(0.25, renderWidth / area.playWidth)) : 1;
  const drawn = (name: ShownScene) => () => onFirstFrame(name, shown.key);

  return (
    <div ref={rootRef} className="game-root">
      <div
        className={area.desktop ? 'play-area desktop' : 'play-area'}
        style={area.desktop ? { width: area.playWidth } : undefined}
        data-testid="play-area"
      >
        <LeanCanvas width={area.playWidth} height={area.height} dpr={dpr} blocked={blocked}>
          <CameraZoom />
          {shown.name === ShownScene.black && <BlackScene />}
          {shown.name === ShownScene.battleLoading && (
            <BattleLoadingScene onLoaded={() => onBattleLoaded(shown.key)} />
          )}
          {shown.name === ShownScene.characterSelection && (
            <CharacterSelectionScene key={shown.key} onFirstFrame={drawn(ShownScene.characterSelection)} />
          )}
          {shown.name === ShownScene.road && road && (
            <RoadScene key={shown.key} session={road} onFirstFrame={drawn(ShownScene.road)} />
          )}
          {shown.name === ShownScene.battle && <BattleScene key={shown.key} onFirstFrame={drawn(ShownScene.battle)} />}
        </LeanCanvas>
        {shown.name === ShownScene.characterSelection && <CharacterSelectionHud key={shown.key} />}
        {shown.name === ShownScene.road && road && <RoadHud key={shown.key} session={road} />}
        {shown.name === ShownScene.battle && <BattleHud key={shown.key} />}
        <div
          className="scene-fade"
          style={{ opacity: veiled ? 1 : 0, pointerEvents: veiled ? 'auto' : 'none' }}
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
