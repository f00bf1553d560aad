import { describe, expect, it } from 'vitest';
import { createFakeWebApp } from '../../fixtures/hosts/tg/fakeWebApp.ts';
import { createTelegramAdapter } from './adapter.ts';
import type { TelegramWebApp } from './TelegramWebApp.ts';

/** A WebApp that records the calls the adapter makes (Telegram's own script is not loaded in Node). */
const recordingWebApp = (initData: string) => {
  const calls: string[] = [];
  const webApp: TelegramWebApp = {
    initData,
    initDataUnsafe: { user: { id: 5, language_code: 'ru' } },
    ready: () => void calls.push('ready'),
    expand: () => void calls.push('expand'),
    openInvoice: () => void calls.push('openInvoice'),
    onEvent: () => void calls.push('onEvent'),
    offEvent: () => void calls.push('offEvent'),
  };
  return { webApp, calls };
};

describe('Telegram adapter', () => {
  it('expands the Mini App to full height at sign-in and sends the raw initData untouched', async () => {
    const raw = 'query_id=AA&user=%7B%22id%22%3A5%7D&auth_date=1&hash=ff';
    const { webApp, calls } = recordingWebApp(raw);
    const posted: Record<string, string>[] = [];
    await createTelegramAdapter({ webApp }).signIn({ postForm: async (_path, body) => void posted.push(body), lang: 'ru' });
    expect(calls).toContain('expand');
    expect(posted).toEqual([{ initData: raw, lang: 'ru' }]);
  });

  it('refuses to sign in when Telegram gave the page no initData, before calling the server', async () => {
    const { webApp } = recordingWebApp('');
    const posted: string[] = [];
    await expect(createTelegramAdapter({ webApp }).signIn({ postForm: async (path) => void posted.push(path), lang: 'en' })).rejects.toThrow(/no initData/);
    expect(posted).toEqual([]);
  });

  it("shows Telegram's back button when the game asks, hides it at the root, and passes a press on", () => {
    const webApp = createFakeWebApp({ initData: '', openInvoice: async () => 'failed' });
    const back = createTelegramAdapter({ webApp }).backButton!;
    let pressed = 0;
    const stop = back.onPress(() => void (pressed += 1));
    back.show(true);
    webApp.host.pressBack();
    back.show(false);
    webApp.host.pressBack();
    expect(webApp.host.calls).toEqual(['BackButton.show', 'BackButton.hide']);
    expect(pressed).toBe(1);
    stop();
    back.show(true);
    webApp.host.pressBack();
    expect(pressed).toBe(1);
  });

  it("reports the device's safe area and Telegram's controls inside it as one inset, and each change", () => {
    const webApp = createFakeWebApp({
      initData: '',
      openInvoice: async () => 'failed',
      safeAreaInset: { top: 44, bottom: 34, left: 0, right: 0 },
      contentSafeAreaInset: { top: 46, bottom: 0, left: 0, right: 0 },
    });
    const area = createTelegramAdapter({ webApp }).safeArea!;
    expect(area.current()).toEqual({ top: 90, right: 0, bottom: 34, left: 0 });
    const seen: number[] = [];
    const stop = area.onChange((insets) => seen.push(insets.top));
    webApp.host.setInsets({ top: 0, bottom: 0, left: 0, right: 0 }, { top: 56, bottom: 0, left: 0, right: 0 });
    stop();
    webApp.host.setInsets({ top: 10, bottom: 0, left: 0, right: 0 }, { top: 0, bottom: 0, left: 0, right: 0 });
    expect(seen.at(-1)).toBe(56);
    expect(seen.every((top) => top === 56)).toBe(true);
  });

  it("has no safe area on a client that reports none, and paints Telegram's header and background in the game's colour", () => {
    const webApp = createFakeWebApp({ initData: '', openInvoice: async () => 'failed' });
    const adapter = createTelegramAdapter({ webApp });
    expect(adapter.safeArea).toBeUndefined();
    adapter.frameColour?.('#0b0a1c');
    expect(webApp.host.calls).toEqual(['setHeaderColor #0b0a1c', 'setBackgroundColor #0b0a1c']);
  });
});
