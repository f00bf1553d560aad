import { ShownScene } from '../scene/useSceneTransition.ts';
import { sceneChunk } from './sceneChunk.ts';

/**
 * The battle scene and HUD once their lazy chunk has arrived: asked for when the battle's loading scene comes on
 * (it waits for them with the battle and the atlas), so the first road frame never loads them; and fetched ahead once
 * that frame is drawn, since a battle is what a player does first on the road (issue 26: on a slow line the first
 * battle no longer waits for its code).
 */
export const useBattleChunk = sceneChunk('Battle', () => import('./battleChunk.ts'), [ShownScene.battleLoading, ShownScene.battle], {
  afterFirstFrame: true,
});
