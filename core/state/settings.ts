import { atom, type Store } from 'jotai/vanilla';
import type { ApiClient } from '../api/ApiClient.ts';
import type { Locale } from '../model/index.ts';
import { InterfaceMode, Quality } from '../model/index.ts';
import { playerAtom, playerInfoAtom } from './atoms.ts';

/** The interface language of this page load; changing it needs a restart (product §2). */
export const localeAtom = atom<Locale>('en');

/** The player's quality setting; AUTO until the player info says otherwise (technical §9). */
export const qualitySettingAtom = atom((get) => get(playerInfoAtom)?.quality ?? Quality.AUTO);
export const soundMutedAtom = atom((get) => get(playerAtom)?.soundMute ?? false);
export const interfaceModeAtom = atom((get) => get(playerAtom)?.interfaceMode ?? InterfaceMode.ORIGINAL);

export async function setSoundMute(store: Store, api: Pick<ApiClient, 'player'>, mute: boolean): Promise<void> {
  store.set(playerAtom, await api.player.updateSoundMute(mute));
}

export async function setQuality(store: Store, api: Pick<ApiClient, 'player'>, quality: Quality): Promise<void> {
  const answer = await api.player.setQuality(quality);
  const info = store.get(playerInfoAtom);
  if (info) store.set(playerInfoAtom, { ...info, quality: answer.quality });
}

/** The server only toggles the mode (technical §7 `ui/switch`), so it is called only for a real change. */
export async function setInterfaceMode(store: Store, api: Pick<ApiClient, 'player'>, mode: InterfaceMode): Promise<void> {
  if (store.get(interfaceModeAtom) === mode) return;
  store.set(playerAtom, await api.player.switchUi());
}

/** This page's address with `lang` set, so the restarted game opens in the new language (technical §2). */
export function urlWithLang(href: string, locale: Locale): string {
  const url = new URL(href);
  url.searchParams.set('lang', locale);
  return url.toString();
}

/**
 * Language needs a restart (product §2): the server learns the choice (it writes server texts in it),
 * then the page reloads with `?lang=`. Without a player (character selection) there is nobody to tell:
 * `api` is null and only the page reloads.
 */
export async function switchLanguage(
  api: Pick<ApiClient, 'player'> | null,
  locale: Locale,
  href: string,
  navigate: (url: string) => void,
): Promise<void> {
  if (api) await api.player.switchLang(locale === 'ru' ? 'RU' : 'EN');
  navigate(urlWithLang(href, locale));
}
