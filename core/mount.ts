import { createSessionStore, safeLocalStorage } from './platform.ts';
import { chooseLocale, settleLocale } from './boot/chooseLocale.ts';
import { importWithRetry } from './boot/importWithRetry.ts';
import { createLoadLog } from './boot/loadLog.ts';
import { createLoadProgress, LoadStep } from './boot/loadProgress.ts';
import { showLoadingScreen } from './boot/loadingScreen.ts';
import { probeSoftwareRenderer } from './scene/isSoftwareRenderer.ts';
import { afterPreloads, pagePreloadWatch } from './boot/afterPreloads.ts';
import { setCatalogSink } from './boot/chunkParts.ts';
import { pageEarlyAtlas } from './boot/earlyAtlas.ts';
import { pageEarlyCanvas } from './boot/earlyCanvas.ts';
import { pageStaticBase } from './boot/staticBase.ts';
import { setupI18n } from './i18n/setupI18n.ts';
import { LoadStage } from './model/protocol.ts';
import type { PlatformAdapter } from './platform.ts';
import type { Messages } from '@lingui/core';
import { loadingPercent } from './rules/loadingProgress.ts';

export interface MountOptions {
  /** The game server's origin; empty means this page's origin. */
  apiBase?: string;
}

/**
 * The first chunk (DESIGN "The one-paragraph picture"): paints the loading screen at once in plain DOM, sends
 * the load-stage logs, and imports the app chunk (React, jotai, ky) with endless retries (technical §8).
 * Nothing here may pull React, jotai or three into this chunk.
 */
export function mount(adapter: PlatformAdapter, element: HTMLElement, options: MountOptions = {}): void {
  const apiBase = options.apiBase ?? '';
  const chosen = chooseLocale(location.search, adapter.locale(), navigator.language);
  element.ownerDocument.documentElement.lang = chosen;
  // A host whose started SDK names the language (Yandex) is asked now, while the loading screen shows and the app
  // chunk loads; the catalog waits for its answer.
  const localeReady = settleLocale(location.search, chosen, adapter.hostLocale?.bind(adapter), (ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const storage = safeLocalStorage();
  const session = createSessionStore(storage);
  const progress = createLoadProgress();
  // Issue 10: every scene draws from the atlas; fetched and decoded here, not once the renderer asks for it, but after
  // the chunks the page preloads (afterPreloads.ts says why). The renderer's atlas store takes this load.
  void afterPreloads(pagePreloadWatch(document)).then(() => pageEarlyAtlas.start(pageStaticBase(), (fraction) => progress.set(LoadStep.atlas, fraction)));
  const log = createLoadLog({
    baseUrl: apiBase,
    sessionId: () => session.sessionId(),
    loadedPct: () => progress.real() * 100,
    document,
    window,
    fetch: (input, init) => fetch(input, init),
  });
  log.stage(LoadStage.preboot);

  const appRoot = element.ownerDocument.createElement('div');
  appRoot.className = 'app-root';
  element.append(appRoot);
  const software = probeSoftwareRenderer();
  const screen = showLoadingScreen(element, { ageBadge: adapter.capabilities.ageBadge, calm: software });
  screen.setPercent(loadingPercent(0));
  // Issue 26: the game canvas's WebGL context is made while the chunks download, once the loading screen is painted
  // (the next frame, then a task of its own), not by the renderer after three.js arrives (core/boot/earlyCanvas.ts).
  requestAnimationFrame(() => setTimeout(() => pageEarlyCanvas.start(!software), 0));
  // Technical §4: load-5% and load-50% are logged once each, measured on the real load.
  progress.subscribe((real) => {
    screen.setPercent(loadingPercent(real));
    if (real >= 0.05) log.stage(LoadStage.five);
    if (real >= 0.5) log.stage(LoadStage.half);
  });
  log.startActivity();

  const i18nReady = localeReady.then((locale) => {
    element.ownerDocument.documentElement.lang = locale;
    return setupI18n(locale);
  });
  i18nReady
    .then((i18n) => {
      screen.setI18n(i18n);
      // Issue 26: the catalog holds the first frame's messages; a lazy chunk's come with it (core/boot/chunkParts.ts).
      setCatalogSink({ locale: i18n.locale, load: (messages) => i18n.load(i18n.locale, messages as Messages) });
    })
    .catch((error: unknown) => console.error(error));

  void importWithRetry(() => import('./app/startApp.tsx'), {
    onRetry: (attempt, error) => console.error(`App chunk import failed (attempt ${attempt})`, error),
  }).then(async ({ startApp }) => {
    log.stage(LoadStage.boot);
    progress.done(LoadStep.appChunk);
    await startApp({ adapter, root: appRoot, apiBase, locale: await localeReady, storage, i18n: await i18nReady, progress, log, screen });
  });
}
