import type { PlatformAdapter } from '../sdk/index.ts';
import { createYandexAdapter } from './adapter.ts';
import { guardGameArea } from './gameAreaGuards.ts';
import { yaGames } from './YaGames.ts';

/** The ya adapter over the page's real host SDK (the game's entry and the example game both start from it). */
export function hostAdapter(): PlatformAdapter {
  const sdk = yaGames(window);
  if (!sdk) throw new Error('ya: /sdk.js did not load (window.YaGames is missing)');
  guardGameArea(document);
  return createYandexAdapter({ yaGames: sdk });
}
