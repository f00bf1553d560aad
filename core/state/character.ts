import { i18n as globalI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { atom } from 'jotai/vanilla';
import type { Store } from 'jotai/vanilla';
import type { ApiClient } from '../api/ApiClient.ts';
import type { PlayerInfo } from '../model/index.ts';
import { apiAtom, playerInfoAtom, sceneAtom, SceneName } from './atoms.ts';
import { showToastAtom } from './overlays.ts';
import { localeAtom } from './settings.ts';

/** The store's reading and writing half: what an action needs (a jotai `Store`, or `{ get, set }` of an atom write). */
export type StoreAccess = Pick<Store, 'get' | 'set'>;

/** True while the registerTrial call of character selection runs (the Start button shows it as busy). */
export const creatingCharacterAtom = atom(false);

export interface CharacterChoice {
  heroClass: string;
  /** The companion's sprite; 'female' in the name makes a female companion (technical §3 Creature). */
  companionImage: string;
}

/** The choice shown on character selection, shared by its canvas and its controls; null until one is picked. */
export const characterChoiceAtom = atom<CharacterChoice | null>(null);

/** What registerTrial reports about the device besides the choice (technical §7 "Authentication"). */
export interface DeviceFacts {
  lang: 'RU' | 'EN';
  domain: string;
  screenWidth: number;
  screenHeight: number;
  canvasWidth: number;
  canvasHeight: number;
  /** The referral code of the page, where the host enables referrals (issue 12): the new player's referrer. */
  ref?: string | undefined;
}

/** The facts of the running page: the interface language, host name, screen and game canvas sizes. */
export const pageDeviceFacts = (store: StoreAccess): DeviceFacts => {
  const canvas = typeof document === 'undefined' ? null : document.querySelector('canvas');
  return {
    lang: store.get(localeAtom) === 'ru' ? 'RU' : 'EN',
    domain: typeof location === 'undefined' ? '' : location.hostname,
    screenWidth: typeof screen === 'undefined' ? 0 : screen.width,
    screenHeight: typeof screen === 'undefined' ? 0 : screen.height,
    canvasWidth: canvas?.clientWidth ?? 0,
    canvasHeight: canvas?.clientHeight ?? 0,
  };
};

/** The API client of this store; a scene acting before boot set it is a programming error. */
export const requireApi = (store: StoreAccess): ApiClient => {
  const api = store.get(apiAtom);
  if (!api) throw new Error('State: the API client is not set (boot sets apiAtom first)');
  return api;
};

/**
 * How state words what it tells the player: the game's lingui instance (the shell makes its own,
 * core/i18n/setupI18n.ts) and the catalogue text of a caught error. The app sets it (state imports no
 * translations of its own: DESIGN "Folders"). Boxed: jotai treats a bare function as a read.
 */
export interface Wording {
  i18n: I18n;
  errorMessage(error: unknown): MessageDescriptor;
}

export const wordingAtom = atom<Wording | null>(null);

/** A message in the game's language (the global lingui instance until the app set the game's own). */
export const translate = (store: StoreAccess, descriptor: MessageDescriptor): string =>
  (store.get(wordingAtom)?.i18n ?? globalI18n)._(descriptor);

/** Shows the player-facing text of a caught error as a toast (the catalogue text, never the raw message). */
export const toastError = (store: StoreAccess, e: unknown): void => {
  const wording = store.get(wordingAtom);
  if (!wording) throw new Error('State: the wording is not set (the app sets wordingAtom before any action)', { cause: e });
  store.set(showToastAtom, wording.i18n._(wording.errorMessage(e)));
};

/** The registerTrial call (technical §7 "Authentication") for `choice` on this device: the new trial player. */
export const registerCharacter = (api: Pick<ApiClient, 'security'>, choice: CharacterChoice, facts: DeviceFacts): Promise<PlayerInfo> =>
  api.security.registerTrial({
    characterAndCompanion: `${choice.heroClass}:${choice.companionImage}`,
    domain: facts.domain,
    lang: facts.lang,
    sw: facts.screenWidth,
    sh: facts.screenHeight,
    cw: facts.canvasWidth,
    ch: facts.canvasHeight,
    ...(facts.ref ? { ref: facts.ref } : {}),
  });

/**
 * Creates the trial player from the character-selection choice (product §2: a player who does not exist yet),
 * stores the returned player info and goes to the road, flagged as first start. Returns whether it succeeded;
 * a failure is shown as a toast and leaves the scene as it was.
 */
export async function createCharacter(
  store: StoreAccess,
  choice: CharacterChoice,
  facts: DeviceFacts = pageDeviceFacts(store),
): Promise<boolean> {
  if (store.get(creatingCharacterAtom)) return false;
  store.set(creatingCharacterAtom, true);
  try {
    const info = await registerCharacter(requireApi(store), choice, facts);
    store.set(playerInfoAtom, info);
    store.set(sceneAtom, { name: SceneName.road, firstStart: true });
    return true;
  } catch (e: unknown) {
    toastError(store, e);
    return false;
  } finally {
    store.set(creatingCharacterAtom, false);
  }
}
