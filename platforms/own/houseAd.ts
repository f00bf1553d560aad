import type { AdTexts } from '../sdk/index.ts';

/** How long the own site's house ad runs before it counts as watched. */
export const HOUSE_AD_MS = 2000;

/**
 * The own site's rewarded ad: it sells no ad space, so it shows a house ad (the game's own banner with core's line)
 * for HOUSE_AD_MS and counts it watched; closing it first counts nothing. Drawn with DOM and CSS only, no assets.
 */
export function showHouseAd(texts: AdTexts, doc: Document = document): Promise<boolean> {
  return new Promise((resolve) => {
    const root = doc.createElement('div');
    root.id = 'house-ad';
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-modal', 'true');
    root.setAttribute('aria-label', texts.line);
    root.style.cssText =
      'position:fixed;inset:0;z-index:1000;display:grid;place-items:center;background:radial-gradient(circle at 50% 35%,#3a2a6a,#0c0a1c 70%);color:#f4e9c8;font:600 1.2rem var(--font-title,serif);text-align:center;padding:2rem';
    const banner = doc.createElement('div');
    banner.style.cssText = 'display:grid;gap:1.2rem;justify-items:center;max-width:22rem';
    const mark = doc.createElement('div');
    mark.style.cssText =
      'width:6rem;height:6rem;border-radius:50%;border:4px solid #d9b45a;background:conic-gradient(#d9b45a 0 0,transparent 0);transition:background 0.1s';
    const line = doc.createElement('p');
    line.textContent = texts.line;
    const close = doc.createElement('button');
    close.type = 'button';
    close.textContent = '✕';
    close.setAttribute('aria-label', texts.close);
    close.style.cssText = 'position:absolute;top:1rem;right:1rem;font-size:1.4rem;background:none;border:0;color:inherit;cursor:pointer';
    banner.append(mark, line);
    root.append(banner, close);
    doc.body.append(root);
    const started = Date.now();
    const tick = setInterval(() => {
      const share = Math.min(1, (Date.now() - started) / HOUSE_AD_MS);
      mark.style.background = `conic-gradient(#d9b45a 0 ${share * 360}deg, transparent 0)`;
    }, 100);
    const end = (watched: boolean) => {
      clearInterval(tick);
      clearTimeout(done);
      root.remove();
      resolve(watched);
    };
    const done = setTimeout(() => end(true), HOUSE_AD_MS);
    close.addEventListener('click', () => end(false));
  });
}
