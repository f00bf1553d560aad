import type { AdTexts, PlatformAdapter, PurchaseOutcome, SessionStore, SignInContext } from '../index.ts';
import { AD_REWARD, coinPackProduct } from './coinPack.ts';

/** Where the visit stands: signing in, playing (signed in, or a guest where the host allows one), or failed. */
export type ClickerStatus = { kind: 'signingIn' } | { kind: 'playing'; signedIn: boolean } | { kind: 'failed'; reason: string };

/** The last host dialog's answer the clicker shows. */
export type ClickerOutcome = PurchaseOutcome['kind'] | 'watched' | 'skipped';

export interface ClickerState {
  status: ClickerStatus;
  coins: number;
  /** The host paused the game (its ad, its menu, a hidden page): taps do nothing. */
  paused: boolean;
  /** A host dialog (payment or ad) is open. */
  busy: boolean;
  outcome: ClickerOutcome | null;
}

export interface Clicker {
  state(): ClickerState;
  /** Signs in through the adapter, then tells the host the game is ready and playing. */
  start(): Promise<void>;
  tap(): void;
  buy(): Promise<void>;
  watchAd(texts: AdTexts): Promise<void>;
  /** Stops listening to the host. */
  stop(): void;
}

/**
 * The example game (platforms/sdk/README.md "The example game"): tap to earn coins, buy a pack through the host's
 * dialog, watch a rewarded ad. It knows the SDK only: the adapter for host things, `server` (the sign-in context)
 * for its server. Coins are kept on the page: the pack is credited by the server on the host's confirmation, and a
 * game with goods of its own would ask its server for the balance after any outcome, as the outcome is a hint.
 */
export function createClicker(options: { adapter: PlatformAdapter; server: SignInContext; session: SessionStore; onChange?: () => void }): Clicker {
  const { adapter, server, session } = options;
  let state: ClickerState = { status: { kind: 'signingIn' }, coins: 0, paused: false, busy: false, outcome: null };
  let hostPaused = false;
  let playing = false;
  let stopPause: (() => void) | null = null;

  const set = (next: Partial<ClickerState>) => {
    state = { ...state, ...next };
    // Gameplay runs while playing with nothing over the game: the host hears a start or a stop only on a change.
    const now = state.status.kind === 'playing' && !state.paused && !state.busy;
    if (now !== playing) {
      playing = now;
      if (now) adapter.lifecycle.gameplayStart();
      else adapter.lifecycle.gameplayStop();
    }
    options.onChange?.();
  };

  const whileOpen = async <T>(show: () => Promise<T>): Promise<T | null> => {
    if (state.busy || state.status.kind !== 'playing') return null;
    set({ busy: true, outcome: null });
    try {
      return await show();
    } finally {
      set({ busy: false });
    }
  };

  return {
    state: () => state,
    async start() {
      try {
        const result = await adapter.signIn(server);
        if (result.authorization) session.setAuthorization(result.authorization);
      } catch (error: unknown) {
        set({ status: { kind: 'failed', reason: error instanceof Error ? error.message : String(error) } });
        return;
      }
      stopPause = adapter.lifecycle.onPause((paused) => {
        hostPaused = paused;
        set({ paused });
      });
      adapter.lifecycle.ready();
      set({ status: { kind: 'playing', signedIn: session.authorization() !== null }, paused: hostPaused });
    },
    tap() {
      if (state.status.kind !== 'playing' || state.paused || state.busy) return;
      set({ coins: state.coins + 1 });
    },
    async buy() {
      const product = coinPackProduct(adapter.currency);
      const outcome = await whileOpen(() =>
        adapter.purchase(product).catch((error: unknown): PurchaseOutcome => ({ kind: 'failed', reason: String(error) })),
      );
      if (outcome) set({ outcome: outcome.kind, coins: state.coins + (outcome.kind === 'paid' ? product.amount : 0) });
    },
    async watchAd(texts) {
      const show = adapter.rewardedAd;
      if (!show) return;
      const watched = await whileOpen(() => show.call(adapter, texts).catch(() => false));
      if (watched !== null) set({ outcome: watched ? 'watched' : 'skipped', coins: state.coins + (watched ? AD_REWARD : 0) });
    },
    stop() {
      stopPause?.();
      stopPause = null;
    },
  };
}
