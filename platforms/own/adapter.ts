import { showHouseAd } from './houseAd.ts';
import { createSessionStore, defaultCapabilities, safeLocalStorage, type PlatformAdapter, type StorageLike } from '../../core/index.ts';

/**
 * The product's own site (DESIGN "The adapter contract"). There is no host to prove an identity: the
 * server knows the player by the token it issued (register, login, trial), which the request layer keeps in
 * local storage. A new visitor has none and starts at character selection.
 */
export function createOwnAdapter(storage: StorageLike = safeLocalStorage()): PlatformAdapter {
  const session = createSessionStore(storage);
  return {
    source: 'own',
    async signIn() {
      return { authorization: session.authorization() };
    },
    headers: () => ({}),
    // Payments on the own site come with the payments issue; until then the capability is off.
    async purchase() {
      return { kind: 'failed', reason: 'unsupported' };
    },
    locale: () => null,
    chrome: { header: true, footer: true },
    capabilities: { ...defaultCapabilities, referral: true, rewardedAd: true },
    rewardedAd: (texts) => showHouseAd(texts),
  };
}
