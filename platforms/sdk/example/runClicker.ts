import { createServerClient, createSessionStore, Locale, safeLocalStorage, type PlatformAdapter } from '../index.ts';
import { createClicker } from './clickerGame.ts';
import { CLICKER_TEXTS } from './clickerTexts.ts';
import { clickerView } from './clickerView.ts';

/** The page's language: the launch's `?lang=`, then the host's, then the browser's; the SDK speaks ru and en. */
const pageLocale = (adapter: PlatformAdapter): Locale => {
  const asked = new URLSearchParams(location.search).get('lang') ?? adapter.locale() ?? navigator.language;
  return asked.toLowerCase().startsWith('ru') ? Locale.ru : Locale.en;
};

/**
 * The example game's entry (one per host: rollup.config.mjs gives it the host's `hostAdapter`): builds the
 * adapter, the session and the sign-in context over the page's server, draws the clicker into `#game` and starts it.
 */
export async function runClicker(makeAdapter: () => PlatformAdapter | Promise<PlatformAdapter>): Promise<void> {
  const root = document.getElementById('game');
  if (!root) throw new Error('clicker: the page has no #game element');
  const adapter = await makeAdapter();
  const lang = pageLocale(adapter);
  document.documentElement.lang = lang;
  const session = createSessionStore(safeLocalStorage());
  const server = createServerClient({ session, headers: () => adapter.headers(), lang });
  const view = clickerView(root, CLICKER_TEXTS[lang], adapter.currency, adapter.capabilities.rewardedAd);
  const clicker = createClicker({ adapter, server, session, onChange: () => view.render(clicker) });
  view.bind(clicker);
  view.render(clicker);
  await clicker.start();
}
