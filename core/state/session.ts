import type { Store } from 'jotai/vanilla';
import type { ApiClient } from '../api/ApiClient.ts';
import { isApiError } from '../api/ApiError.ts';
import { loadPlayerInfo, type PlayerInfoResult } from '../api/loadPlayerInfo.ts';
import { ErrorCode, type Battle, type PlayerInfo } from '../model/index.ts';
import { battleAtom, connectionLostAtom, playerInfoAtom, sceneAtom, SceneName } from './atoms.ts';
import { clearPlaces } from './places.ts';
import { idle, ready } from './remote.ts';
import { noteServerTime } from './serverClock.ts';

/** Where the game starts for a loaded (or missing) player (technical §2 "After loading"). */
export type SceneChoice =
  | { name: typeof SceneName.characterSelection }
  | { name: typeof SceneName.battle; battle: Battle }
  | { name: typeof SceneName.road };

/**
 * Technical §2: no player → character selection; a battle in progress → fetch it, then the battle scene;
 * otherwise the road. A battle that ended meanwhile (NO_BATTLE) falls back to the road.
 */
export async function chooseFirstScene(api: Pick<ApiClient, 'battle'>, info: PlayerInfo | null): Promise<SceneChoice> {
  if (!info) return { name: SceneName.characterSelection };
  if (info.player.battleId !== null) {
    try {
      return { name: SceneName.battle, battle: await api.battle.get() };
    } catch (error: unknown) {
      if (!(isApiError(error) && error.code === ErrorCode.NO_BATTLE)) throw error;
    }
  }
  return { name: SceneName.road };
}

/**
 * Stores the player and shows the chosen scene. Places loaded for an earlier player or session are dropped,
 * so the road reloads from the new coordinate.
 */
export function enterScene(store: Store, info: PlayerInfo | null, choice: SceneChoice, firstStart: boolean): void {
  store.set(playerInfoAtom, info);
  // The first the client hears of the server's clock: countdowns run on it before their own page answers.
  if (info) noteServerTime(store, info.serverTimeMs);
  // Issue 10: the loaded span and the epoch go with the places. Emptying the places alone left a span that
  // claimed they were loaded, so the road asked for nothing until a reload; the epoch throws away an answer
  // to a request made for the earlier player.
  clearPlaces(store);
  store.set(battleAtom, choice.name === SceneName.battle ? ready(choice.battle) : idle);
  store.set(sceneAtom, { name: choice.name, firstStart: firstStart && choice.name === SceneName.road });
}

/** The first scene after start-up; the road is flagged as first start (technical §2). */
export async function startGame(store: Store, api: Pick<ApiClient, 'battle'>, info: PlayerInfo | null): Promise<SceneChoice> {
  const choice = await chooseFirstScene(api, info);
  enterScene(store, info, choice, true);
  return choice;
}

/**
 * Login and registration "reload the road scene" (technical §4 "Settings and sessions"). A player who logs in
 * with a battle in progress goes back to that battle, by the same rule as start-up.
 */
export async function reenterGame(store: Store, api: Pick<ApiClient, 'battle'>, info: PlayerInfo): Promise<SceneChoice> {
  const choice = await chooseFirstScene(api, info);
  enterScene(store, info, choice, false);
  return choice;
}

export async function login(
  store: Store,
  api: Pick<ApiClient, 'security' | 'battle'>,
  input: { name: string; password: string; lang: 'RU' | 'EN' },
): Promise<PlayerInfo> {
  const info = await api.security.login(input);
  await reenterGame(store, api, info);
  return info;
}

export type RegisterInput = Parameters<ApiClient['security']['register']>[0];

export async function register(
  store: Store,
  api: Pick<ApiClient, 'security' | 'battle'>,
  input: RegisterInput,
): Promise<PlayerInfo> {
  const info = await api.security.register(input);
  await reenterGame(store, api, info);
  return info;
}

/**
 * Logout reloads the page (technical §4). The token is forgotten here as well, so the reload starts as a
 * visitor even if the server's revocation answer was lost.
 */
export async function logout(
  api: Pick<ApiClient, 'security'>,
  forgetAuthorization: () => void,
  reload: () => void,
): Promise<void> {
  await api.security.logout();
  forgetAuthorization();
  reload();
}

/**
 * The connection page's Connect button (product §8): probe the server; when it answers, reload the player
 * info and hide the page. Returns the player info result, or null when the server still does not answer.
 */
export async function reconnect(store: Store, api: Pick<ApiClient, 'connection' | 'player'>): Promise<PlayerInfoResult | null> {
  if (!(await api.connection.exists())) return null;
  const result = await loadPlayerInfo(api, { retries: 0, init: false });
  if (result.kind === 'connectionFailed') return null;
  if (result.kind === 'player') store.set(playerInfoAtom, result.info);
  store.set(connectionLostAtom, false);
  return result;
}
