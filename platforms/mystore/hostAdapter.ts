import type { PlatformAdapter } from '../sdk/index.ts';
import { createMystoreAdapter } from './adapter.ts';
import { loadScript, MAILRU_CORE_META, mailruCoreUrl } from './loadMailruCore.ts';
import { mailruIframeApi } from './MailruApi.ts';

/** The mystore adapter over the page's real host SDK (the game's entry and the example game both start from it). */
export async function hostAdapter(): Promise<PlatformAdapter> {
  const template = document.querySelector<HTMLMetaElement>(`meta[name="${MAILRU_CORE_META}"]`)?.content ?? '';
  const src = mailruCoreUrl(template, location.search);
  if (!src) throw new Error('mystore: no mailru.core.js address (the frame URL needs appid=<GMRID>)');
  await loadScript(src);
  const iframeApi = mailruIframeApi(window);
  if (!iframeApi) throw new Error('mystore: mailru.core.js did not load (window.iframeApi is missing)');
  return createMystoreAdapter({ iframeApi, search: location.search });
}
