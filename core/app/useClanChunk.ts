import { ShownScene } from '../scene/useSceneTransition.ts';
import { sceneChunk } from './sceneChunk.ts';

/**
 * The clan scene, HUD and calls once their lazy chunk has arrived: asked for when the clan's loading scene comes
 * on, so a player who never visits the hall never loads it.
 */
export const useClanChunk = sceneChunk('Clan', () => import('./clanChunk.ts'), [ShownScene.clanLoading, ShownScene.clan]);
