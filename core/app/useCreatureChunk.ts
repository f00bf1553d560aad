import { ShownScene } from '../scene/useSceneTransition.ts';
import { sceneChunk } from './sceneChunk.ts';

/**
 * The creature scene and HUD, once their lazy chunk has arrived: asked for when the creature's loading scene
 * comes on, so a player who never opens a hero's page never loads it.
 */
export const useCreatureChunk = sceneChunk('Creature', () => import('./creatureChunk.ts'), [ShownScene.creatureLoading, ShownScene.creature]);
