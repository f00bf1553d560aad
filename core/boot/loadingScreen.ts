import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOADING_ANIMATION_MS } from '../model/constants.ts';
import { isNewYearSeason } from './isNewYearSeason.ts';
import { loadingArt } from './loadingArt.ts';
import { loadingStyles } from './loadingStyles.ts';

const texts = {
  title: msg`Stairs of Mirrors`,
  loading: msg({ message: 'loading {percent}%' }),
  progressLabel: msg`Loading progress`,
  ageBadge: msg`Age rating 12+`,
};

export interface LoadingScreen {
  readonly element: HTMLElement;
  /** The shown percent (already the 10 + 90% target of technical §4). */
  setPercent(percent: number): void;
  /** The catalog arrived: the title and the text can be written. */
  setI18n(i18n: I18n): void;
  /** Fades the screen out and removes it; resolves when it is gone. */
  finish(): Promise<void>;
}

export interface LoadingScreenOptions {
  ageBadge: boolean;
  /**
   * No drifting sparks (or snow): the browser draws in software, where the page is composed by the same processor
   * that starts the game, and two dozen layers moving across the whole screen made it compose every frame anew. The
   * bar's shine still moves (a small area).
   */
  calm?: boolean;
  now?: Date;
  random?: () => number;
}

const FX_COUNT = 24;
const FADE_MS = 450;

/**
 * The loading screen of technical §2 in plain DOM (the first chunk holds no React): painted backdrop, title,
 * progress bar, "loading N%" and the optional age badge. `#loading[data-progress]` is what the e2e tests read.
 */
export function showLoadingScreen(parent: HTMLElement, options: LoadingScreenOptions): LoadingScreen {
  const doc = parent.ownerDocument;
  const random = options.random ?? Math.random;
  if (!doc.getElementById('ld-style')) {
    const style = doc.createElement('style');
    style.id = 'ld-style';
    style.textContent = loadingStyles;
    doc.head.append(style);
  }

  const el = (tag: string, className: string): HTMLElement => {
    const node = doc.createElement(tag);
    node.className = className;
    return node;
  };

  const root = el('div', 'ld');
  root.id = 'loading';
  const art = el('div', 'ld-art');
  // A constant of our own (loadingArt.ts), never input: safe as markup.
  art.innerHTML = loadingArt();
  const fx = el('div', `ld-fx ${isNewYearSeason(options.now ?? new Date()) ? 'ld-snow' : 'ld-spark'}`);
  fx.setAttribute('aria-hidden', 'true');
  for (let i = 0; i < (options.calm ? 0 : FX_COUNT); i++) {
    const dot = doc.createElement('i');
    // One cycle of the loading animation is LOADING_ANIMATION_MS (technical §9); dots start spread over it.
    const duration = (LOADING_ANIMATION_MS / 1000) * (0.35 + random() * 0.3);
    dot.style.cssText = `left:${(random() * 100).toFixed(1)}%;--d:${duration.toFixed(2)}s;--w:${(-random() * duration).toFixed(2)}s;--x:${((random() - 0.5) * 80).toFixed(0)}px`;
    fx.append(dot);
  }
  const box = el('div', 'ld-box');
  const title = el('h1', 'ld-title');
  const bar = el('div', 'ld-bar');
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-valuemin', '0');
  bar.setAttribute('aria-valuemax', '100');
  const fill = el('div', 'ld-fill');
  bar.append(fill);
  const text = el('p', 'ld-text');
  box.append(title, bar, text);
  root.append(art, fx, box);
  const badge = options.ageBadge ? el('div', 'ld-age') : null;
  if (badge) {
    badge.textContent = '12+';
    root.append(badge);
  }
  parent.append(root);

  let i18n: I18n | null = null;
  let percent = 0;

  const render = (): void => {
    root.dataset['progress'] = String(percent);
    bar.setAttribute('aria-valuenow', String(percent));
    fill.style.width = `${percent}%`;
    text.textContent = i18n ? i18n._({ ...texts.loading, values: { percent } }) : `${percent}%`;
  };

  return {
    element: root,
    setPercent(next) {
      const value = Math.max(percent, Math.min(100, Math.round(next)));
      if (value === percent) return;
      percent = value;
      render();
    },
    setI18n(next) {
      i18n = next;
      title.textContent = next._(texts.title);
      // The tab's title in the player's language (issue 10); a language change reloads the page, so once is enough.
      doc.title = title.textContent;
      bar.setAttribute('aria-label', next._(texts.progressLabel));
      badge?.setAttribute('aria-label', next._(texts.ageBadge));
      render();
    },
    finish() {
      root.classList.add('ld-done');
      return new Promise((resolve) => {
        setTimeout(() => {
          root.remove();
          resolve();
        }, FADE_MS);
      });
    },
  };
}
