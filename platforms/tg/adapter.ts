import { createPauseSignal, defaultCapabilities, pageLifecycle, type PlatformAdapter, type PlatformHeaders, type PurchaseOutcome, type SignInContext } from '../sdk/index.ts';
import type { HostBackButton, HostSafeArea, Insets } from '../sdk/index.ts';
import type { TelegramInsets, TelegramInvoiceStatus, TelegramWebApp } from './TelegramWebApp.ts';

const NO_INSETS: TelegramInsets = { top: 0, bottom: 0, left: 0, right: 0 };

/** The header's BackButton as the contract's back control (core.telegram.org/bots/webapps#backbutton). */
const backButtonOf = (webApp: TelegramWebApp): HostBackButton | null => {
  const button = webApp.BackButton;
  if (!button) return null;
  return {
    show: (visible) => (visible ? button.show() : button.hide()),
    onPress(listener) {
      button.onClick(listener);
      return () => button.offClick(listener);
    },
  };
};

/**
 * What the game must keep clear: the device's safe area plus, inside it, Telegram's own controls (in fullscreen
 * the content safe area is measured from the safe area's edge, so the two add up).
 */
const safeAreaOf = (webApp: TelegramWebApp): HostSafeArea | null => {
  if (!webApp.safeAreaInset && !webApp.contentSafeAreaInset) return null;
  const current = (): Insets => {
    const device = webApp.safeAreaInset ?? NO_INSETS;
    const content = webApp.contentSafeAreaInset ?? NO_INSETS;
    return { top: device.top + content.top, right: device.right + content.right, bottom: device.bottom + content.bottom, left: device.left + content.left };
  };
  return {
    current,
    onChange(listener) {
      const changed = () => listener(current());
      webApp.onEvent('safeAreaChanged', changed);
      webApp.onEvent('contentSafeAreaChanged', changed);
      return () => {
        webApp.offEvent('safeAreaChanged', changed);
        webApp.offEvent('contentSafeAreaChanged', changed);
      };
    },
  };
};

const openInvoice = (webApp: TelegramWebApp, url: string): Promise<TelegramInvoiceStatus> =>
  new Promise((resolve) => webApp.openInvoice(url, resolve));

/**
 * Telegram Mini App (hosts.md "tg"; technical §7 `{messenger-app}` = `tg`). Sign-in sends the raw initData;
 * `tg_user_id` carries the Telegram user id on every request; emeralds are sold in Stars: our `invoice` call
 * makes the link, WebApp.openInvoice shows it, the bot webhook credits, `buy` follows a `paid` status.
 * Referral is off for the messenger mini-app (product §6).
 */
export function createTelegramAdapter(options: { webApp: TelegramWebApp }): PlatformAdapter {
  const { webApp } = options;
  const user = webApp.initDataUnsafe.user;
  let server: SignInContext | null = null;
  const inactive = createPauseSignal();
  let listening = false;
  const backButton = backButtonOf(webApp);
  const safeArea = safeAreaOf(webApp);

  return {
    ...(backButton ? { backButton } : {}),
    ...(safeArea ? { safeArea } : {}),
    frameColour(colour) {
      webApp.setHeaderColor?.(colour);
      webApp.setBackgroundColor?.(colour);
    },
    source: 'tg',
    async signIn(ctx) {
      server = ctx;
      if (!webApp.initData) throw new Error('tg: Telegram gave this page no initData');
      webApp.expand();
      await ctx.postForm('/api/integration/tg/authenticate', { initData: webApp.initData, lang: ctx.lang });
      return { authorization: null };
    },
    headers: (): PlatformHeaders => (user ? { tg_user_id: String(user.id) } : {}),
    async purchase(product): Promise<PurchaseOutcome> {
      if (server === null) return { kind: 'failed', reason: 'not signed in' };
      const query = `product_id=${encodeURIComponent(product.id)}`;
      let url: string;
      try {
        ({ url } = (await server.postForm(`/api/integration/tg/invoice?${query}`, {})) as { url: string });
      } catch (error: unknown) {
        return { kind: 'failed', reason: `invoice: ${error instanceof Error ? error.message : String(error)}` };
      }
      const status = await openInvoice(webApp, url);
      if (status === 'cancelled') return { kind: 'cancelled' };
      if (status !== 'paid') return { kind: 'failed', reason: status };
      try {
        await server.postForm(`/api/integration/tg/buy?${query}`, {});
      } catch {
        // The webhook credits regardless; the bank refetches the player either way.
      }
      return { kind: 'paid', paymentId: url };
    },
    locale: () => (user?.language_code === 'ru' ? 'ru' : user?.language_code ? 'en' : null),
    chrome: { header: false, footer: false },
    capabilities: { ...defaultCapabilities, payments: true },
    currency: 'XTR',
    /*
     * core.telegram.org/bots/webapps: `ready()` hides Telegram's placeholder once the app can be used; `deactivated`
     * and `activated` say the Mini App left and came back to the foreground. No gameplay calls; nothing to confirm
     * on closing (`enableClosingConfirmation`), as the server keeps every step of progress.
     */
    lifecycle: pageLifecycle({
      ready: () => webApp.ready(),
      pause: (listener) => {
        if (!listening) {
          listening = true;
          webApp.onEvent('deactivated', () => inactive.set(true));
          webApp.onEvent('activated', () => inactive.set(false));
        }
        return inactive.source(listener);
      },
    }),
  };
}
