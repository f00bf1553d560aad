import { showHouseAd } from './houseAd.ts';
import { createSessionStore, defaultCapabilities, pageLifecycle, safeLocalStorage, type PlatformAdapter, type StorageLike } from '../sdk/index.ts';

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
    // No host payment dialog (capabilities.payments stays off): the bank makes an order on our server and shows
    // the payment provider's page through openPayPage (issue 12).
    async purchase() {
      return { kind: 'failed', reason: 'unsupported' };
    },
    // A new tab keeps the game running while the player pays; where the browser blocks it, the page goes there itself.
    openPayPage(payUrl: string) {
      const opened = window.open(payUrl, '_blank');
      if (opened === null) window.location.assign(payUrl);
      else opened.opener = null;
    },
    // The own site is the page itself: nothing to tell a host; a hidden page pauses.
    lifecycle: pageLifecycle(),
    locale: () => null,
    chrome: { header: true, footer: true },
    capabilities: { ...defaultCapabilities, referral: true, rewardedAd: true },
    rewardedAd: (texts) => showHouseAd(texts),
  };
}
