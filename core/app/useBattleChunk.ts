import { ShownScene } from '../scene/useSceneTransition.ts';
import { sceneChunk } from './sceneChunk.ts';

/**
 * The battle scene and HUD once their lazy chunk has arrived: asked for when the battle's loading scene comes on
 * (it waits for them with the battle and the atlas), so the first road frame never loads them.
 */
export const useBattleChunk = sceneChunk('Battle', () => import('./battleChunk.ts'), [ShownScene.battleLoading, ShownScene.battle]);
