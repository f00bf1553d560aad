/** The `<meta name="mailru-core">` template of the page (head.html); `{appid}` is the game's id from the frame URL. */
export const MAILRU_CORE_META = 'mailru-core';

/**
 * The URL of MY.GAMES' `mailru.core.js` for this game (hosts.md "mystore — SDK": `…/app/<GMRID>/static/…`):
 * index.html's template with the frame URL's numeric `appid`. The template is static so an operator may
 * point it at vkplay.ru, and the fake host can swap it as a hosts file would (sdkRewrites).
 */
export const mailruCoreUrl = (template: string, search: string): string | null => {
  const appid = new URLSearchParams(search).get('appid') ?? '';
  return /^\d{1,20}$/.test(appid) && template.includes('{appid}') ? template.replace('{appid}', appid) : null;
};

/** Loads a classic script and resolves once it ran. */
export const loadScript = (src: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`mystore: ${src} did not load`));
    document.head.append(script);
  });
