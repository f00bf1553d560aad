import { ShownScene } from '../scene/useSceneTransition.ts';
import { sceneChunk } from './sceneChunk.ts';

/** The arena scene and HUD once their lazy chunk has arrived: asked for when the arena scene comes on. */
export const useArenaChunk = sceneChunk('Arena', () => import('./arenaChunk.ts'), [ShownScene.arena]);
