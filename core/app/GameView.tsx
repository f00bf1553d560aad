import { useRef } from 'react';
import { useSceneOnScreen } from './useSceneOnScreen.ts';
import { pageEarlyAtlas } from '../boot/earlyAtlas.ts';
import { pageEarlyCanvas } from '../boot/earlyCanvas.ts';
import { pageStaticBase } from '../boot/staticBase.ts';
import { useAtlasLoading } from '../scene/atlas/useAtlasLoading.ts';
import { GameCanvas } from '../scene/GameCanvas.tsx';
import { usePlayArea } from '../scene/usePlayArea.ts';
import { ShownScene, useSceneTransition } from '../scene/useSceneTransition.ts';
import { CharacterSelectionHud } from '../ui/characterSelection/CharacterSelectionHud.tsx';
import { ClanLoadingHud } from '../ui/clan/ClanLoadingHud.tsx';
import { CreatureLoadingHud } from '../ui/creature/CreatureLoadingHud.tsx';
import { RoadHud } from '../ui/road/RoadHud.tsx';
import { useArenaChunk } from './useArenaChunk.ts';
import { useBattleChunk } from './useBattleChunk.ts';
import { useClanChunk } from './useClanChunk.ts';
import { useCreatureChunk } from './useCreatureChunk.ts';
import { usePlaceNames } from './usePlaceNames.ts';
import { useRoadSession } from './useRoadSession.ts';

/**
 * The game view (its own lazy chunk, with the renderer): the canvas of core/scene and, over it, the DOM HUD of
 * the scene on screen from core/ui, with the black fade between scenes (technical §2). Scene and ui are siblings
 * (DESIGN "Folders"); this is where they meet. The shell renders it inside the jotai Provider, the lingui
 * I18nProvider and its SceneBoundary, which reloads the page when a scene throws while starting (technical §8).
 */
export default function GameView() {
  const rootRef = useRef<HTMLDivElement>(null);
  const area = usePlayArea(rootRef);
  const { shown, veiled, onFirstFrame, onBattleLoaded, onCreatureLoaded, onClanLoaded, onLoadingDrawn } = useSceneTransition();
  useSceneOnScreen(shown, veiled);
  const road = useRoadSession(shown);
  const battle = useBattleChunk(shown);
  const creature = useCreatureChunk(shown);
  const clan = useClanChunk(shown);
  const arena = useArenaChunk(shown);
  useAtlasLoading(pageStaticBase(), pageEarlyAtlas.take);
  usePlaceNames();

  return (
    <div ref={rootRef} className="game-root">
      <div className={area.desktop ? 'play-area desktop' : 'play-area'} data-testid="play-area">
        <GameCanvas
          area={area}
          shown={shown}
          road={road}
          onFirstFrame={onFirstFrame}
          onBattleLoaded={onBattleLoaded}
          battleScene={battle?.BattleScene ?? null}
          creatureScene={creature?.CreatureScene ?? null}
          onCreatureLoaded={onCreatureLoaded}
          onLoadingDrawn={onLoadingDrawn}
          clanChunk={clan}
          onClanLoaded={onClanLoaded}
          arenaScene={arena?.ArenaScene ?? null}
          veiled={veiled}
          takeCanvas={pageEarlyCanvas.take}
        />
        {shown.name === ShownScene.characterSelection && <CharacterSelectionHud key={shown.key} />}
        {shown.name === ShownScene.road && road && <RoadHud key={shown.key} session={road} />}
        {shown.name === ShownScene.battle && battle && <battle.BattleHud key={shown.key} />}
        {shown.name === ShownScene.creatureLoading && <CreatureLoadingHud key={shown.key} />}
        {shown.name === ShownScene.creature && creature && <creature.CreatureHud key={shown.key} />}
        {shown.name === ShownScene.clanLoading && <ClanLoadingHud key={shown.key} />}
        {shown.name === ShownScene.clan && clan && <clan.ClanHallHud key={shown.key} />}
        {shown.name === ShownScene.arena && arena && <arena.ArenaSceneHud key={shown.key} />}
        <div
          className="scene-fade"
          style={{ opacity: veiled ? 1 : 0, pointerEvents: veiled ? 'auto' : 'none' }}
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
