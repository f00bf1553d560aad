import type { PlatformAdapter } from '../sdk/index.ts';
import { createCrazyAdapter } from './adapter.ts';
import { crazyGamesSdk } from './CrazyGamesSdk.ts';

/** The crazy adapter over the page's real host SDK (the game's entry and the example game both start from it). */
export function hostAdapter(): PlatformAdapter {
  const sdk = crazyGamesSdk(window);
  if (!sdk) throw new Error('crazy: crazygames-sdk-v3.js did not load (window.CrazyGames.SDK is missing)');
  return createCrazyAdapter({ sdk });
}
