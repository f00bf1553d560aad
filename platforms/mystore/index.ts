import { mount } from '../../core/index.ts';
import { createMystoreAdapter } from './adapter.ts';
import { loadScript, MAILRU_CORE_META, mailruCoreUrl } from './loadMailruCore.ts';
import { mailruIframeApi } from './MailruApi.ts';

const root = document.getElementById('game');
if (!root) throw new Error('mystore: the page has no #game element');
const template = document.querySelector<HTMLMetaElement>(`meta[name="${MAILRU_CORE_META}"]`)?.content ?? '';
const src = mailruCoreUrl(template, location.search);
if (!src) throw new Error('mystore: no mailru.core.js address (the frame URL needs appid=<GMRID>)');
await loadScript(src);
const iframeApi = mailruIframeApi(window);
if (!iframeApi) throw new Error('mystore: mailru.core.js did not load (window.iframeApi is missing)');
mount(createMystoreAdapter({ iframeApi, search: location.search }), root);
