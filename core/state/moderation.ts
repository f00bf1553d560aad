import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { createModerationApi, type ModerationApi } from '../api/moderationApi.ts';
import {
  BanScope,
  type AuditPage,
  type BanDuration,
  type BanReason,
  type DevLogEntry,
  type ModeratedPlayer,
  type ModerationSearchRow,
  type PaymentRecordPage,
  type PlayerLogPage,
} from '../model/index.ts';
import { accountChoiceStorageAtom } from './accountChoice.ts';
import { requireClan } from './clan.ts';
import { ACTING_STORAGE_KEY, actingAsAtom } from './actingAs.ts';
import type { StoreAccess } from './character.ts';
import { gameBanAtom } from './gameBan.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';

/** The moderation client of this store: made from the app's request layer on first use (issue 15). */
export const moderationApiAtom = atom<ModerationApi | null>(null);

const requireModeration = (store: StoreAccess): ModerationApi =>
  lazyClient(store, moderationApiAtom, createModerationApi, 'moderation');

export const playerSearchAtom = atom<Remote<ModerationSearchRow[]>>(idle);
export const clanSearchAtom = atom<Remote<ModerationSearchRow[]>>(idle);
/** The player card open on the Players tab. */
export const moderatedPlayerAtom = atom<Remote<ModeratedPlayer>>(idle);
export const playerLogAtom = atom<Remote<PlayerLogPage>>(idle);
export const paymentsAtom = atom<Remote<PaymentRecordPage>>(idle);
export const auditAtom = atom<Remote<AuditPage>>(idle);
export const devLogAtom = atom<Remote<DevLogEntry[]>>(idle);

/** Runs a read into `target`; a reload keeps what is shown until the answer comes. */
async function load<T>(store: StoreAccess, target: PrimitiveAtom<Remote<T>>, call: (api: ModerationApi) => Promise<T>): Promise<void> {
  const api = requireModeration(store);
  if (store.get(target).status !== 'ready') store.set(target, loading);
  try {
    store.set(target, ready(await call(api)));
  } catch (error: unknown) {
    store.set(target, failed(error));
  }
}

export const searchPlayers = (store: StoreAccess, name: string) => {
  store.set(playerSearchAtom, loading);
  return load(store, playerSearchAtom, (api) => api.searchPlayers(name.trim()));
};

export const searchClans = (store: StoreAccess, name: string) => {
  store.set(clanSearchAtom, loading);
  return load(store, clanSearchAtom, (api) => api.searchClans(name.trim()));
};

/** Opens a player's card; the log and payments of an earlier card are forgotten. */
export const openPlayer = (store: StoreAccess, id: number) => {
  store.set(moderatedPlayerAtom, loading);
  store.set(playerLogAtom, idle);
  store.set(paymentsAtom, idle);
  return load(store, moderatedPlayerAtom, (api) => api.player(id));
};

export const closePlayer = (store: StoreAccess): void => store.set(moderatedPlayerAtom, idle);

/**
 * An action on the open card: the answer is the card as it is now. A refusal is thrown to the form that asked, so
 * it shows the server's reason where the moderator is looking.
 */
async function cardAction(store: StoreAccess, call: (api: ModerationApi) => Promise<ModeratedPlayer>): Promise<void> {
  store.set(moderatedPlayerAtom, ready(await call(requireModeration(store))));
}

export const banPlayer = (store: StoreAccess, playerId: number, scope: BanScope, reason: BanReason, duration: BanDuration) =>
  cardAction(store, (api) => api.ban(playerId, scope, reason, duration));

export const unbanPlayer = (store: StoreAccess, banId: number) => cardAction(store, (api) => api.unban(banId));

export const setModerator = (store: StoreAccess, playerId: number, moderator: boolean) =>
  cardAction(store, (api) => api.setModerator(playerId, moderator));

export const loadPlayerLog = (store: StoreAccess, playerId: number, page: number, filter?: string, subfilter?: string) =>
  load(store, playerLogAtom, (api) => api.playerLog(playerId, page, filter, subfilter));

export const loadPayments = (store: StoreAccess, playerId: number, page: number) =>
  load(store, paymentsAtom, (api) => api.payments(playerId, page));

export const loadAudit = (store: StoreAccess, page: number) => load(store, auditAtom, (api) => api.audit(page));

export const loadDevLog = (store: StoreAccess, before?: number) => load(store, devLogAtom, (api) => api.devLog(before));

/**
 * Log in as a player (technical §7 `tech/player/enter`): the token now acts as them, so the whole game reloads
 * (every page's cached state was the moderator's); the mark tells the reloaded game to show the acting bar.
 */
export async function enterAsPlayer(store: StoreAccess, playerId: number, reload: () => void): Promise<void> {
  await requireModeration(store).enter(playerId);
  store.get(accountChoiceStorageAtom)?.setItem(ACTING_STORAGE_KEY, 'true');
  reload();
}

/** Back to the moderator's own account (`tech/player/exit`), reloading the game as them. */
export async function exitActing(store: StoreAccess, reload: () => void): Promise<void> {
  await requireModeration(store).exit();
  store.get(accountChoiceStorageAtom)?.removeItem(ACTING_STORAGE_KEY);
  store.set(actingAsAtom, null);
  reload();
}

/** Start-up for a token that may be a moderator's: whom it acts as, for the acting bar. */
export async function loadActing(store: StoreAccess): Promise<void> {
  const session = await requireModeration(store).me();
  const acting = session.actingAs !== null && session.moderator !== null;
  store.set(actingAsAtom, acting ? session : null);
  // An exit made elsewhere (another tab, the session ending) leaves a stale mark: forget it.
  if (!acting) store.get(accountChoiceStorageAtom)?.removeItem(ACTING_STORAGE_KEY);
}

/**
 * The ban page's recheck once the shown end has passed: true when the game ban is over (the game may reload);
 * otherwise the page shows the ban in force now (a new one may have been given meanwhile).
 */
export async function recheckGameBan(store: StoreAccess): Promise<boolean> {
  const bans = await requireModeration(store).myBans();
  const game = bans.find((ban) => ban.scope === BanScope.GAME);
  if (!game) {
    store.set(gameBanAtom, null);
    return true;
  }
  store.set(gameBanAtom, { reason: game.reason, until: game.until });
  return false;
}

/** Admin: renames a clan through the clan client (`admin/clan/name/set`); the search shows the new name. */
export async function renameClan(store: StoreAccess, clanId: number, name: string): Promise<void> {
  const clan = await requireClan(store).rename(clanId, name.trim());
  const found = store.get(clanSearchAtom);
  if (found.status === 'ready') {
    store.set(clanSearchAtom, ready(found.value.map((row) => (row.id === clanId ? { ...row, name: clan.name } : row))));
  }
}
