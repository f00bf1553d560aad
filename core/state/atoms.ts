import { atom } from 'jotai/vanilla';
import type { ApiClient } from '../api/ApiClient.ts';
import type { Battle, Player, PlayerInfo, Place } from '../model/index.ts';
import type { PlatformAdapter } from '../platform.ts';
import { idle, type Remote } from './remote.ts';

/**
 * Shared atoms. Every mount creates its own jotai store; the boot sets `apiAtom` and `adapterAtom` first.
 * Per-frame values (walk position while moving, animation clocks) never live here: they sit in refs in the scene.
 */
export const apiAtom = atom<ApiClient | null>(null);
export const adapterAtom = atom<PlatformAdapter | null>(null);

/** The latest player info answer; `player` is kept in sync by `playerAtom` writes. */
export const playerInfoAtom = atom<PlayerInfo | null>(null);
export const playerAtom = atom(
  (get) => get(playerInfoAtom)?.player ?? null,
  (get, set, player: Player) => {
    const info = get(playerInfoAtom);
    if (info) set(playerInfoAtom, { ...info, player });
  },
);

export const SceneName = {
  boot: 'boot',
  characterSelection: 'characterSelection',
  road: 'road',
  battle: 'battle',
  loading: 'loading',
  /** A hero's page in the renderer (product §2 "creature"); it goes through its loading scene first. */
  creature: 'creature',
  /** Issue 13: the clan's hall with its buildings; it goes through the clan loading scene first. */
  clan: 'clan',
  /** Issue 14: the league's arena with both squads, before an arena fight. */
  arena: 'arena',
} as const;
export type SceneName = (typeof SceneName)[keyof typeof SceneName];

/**
 * The hero whose page the creature scene shows (product §2 "creature (hero page)"); null before one was opened.
 * Here rather than in creatureView.ts: the heroes page sets it and the game view reads it, and this file is in the
 * chunk both load from, so opening a hero adds no chunk to the first frame.
 */
export const creatureHeroIdAtom = atom<number | null>(null);

/** The scene being shown; `firstStart` flags the first road after loading (technical §2). */
export const sceneAtom = atom<{ name: SceneName; firstStart: boolean }>({ name: SceneName.boot, firstStart: false });

/** Places loaded around the player, by id. */
export const placesAtom = atom<ReadonlyMap<number, Place>>(new Map());
export const battleAtom = atom<Remote<Battle>>(idle);

export const OverlayName = {
  register: 'register',
  login: 'login',
  settings: 'settings',
  profile: 'profile',
  healthRestore: 'healthRestore',
  chat: 'chat',
  mail: 'mail',
  rating: 'rating',
  notifications: 'notifications',
  bank: 'bank',
  accountChoice: 'accountChoice',
  heroes: 'heroes',
  backpack: 'backpack',
  chests: 'chests',
  tasks: 'tasks',
  /** Issue 12: the wheel of fortune. */
  wheel: 'wheel',
  boosters: 'boosters',
  /** Issue 12: the shop hub (portals, packs, market, monastery, shadow town, links to the other shops). */
  shops: 'shops',
  /** Issue 12: the Rewards hub (core/ui/rewards), one header action for every reward page. */
  rewards: 'rewards',
  /** Issue 12: seasonal events and the snow world. */
  events: 'events',
  /** Issue 13: the clan page (founding, invitations, my clan and its members). */
  clan: 'clan',
  /** Issue 14: the arena page (league, cups, attack, history, reward time). */
  arena: 'arena',
  /** Issue 15: the forum (general and clan sections, topics, comments, polls). */
  forum: 'forum',
  /** Issue 15: the moderator and administrator tools (moderator access only). */
  moderation: 'moderation',
  /** Issue 15: account self-service (name, mail or phone, password, gender, payment method, black list). */
  account: 'account',
  /** Issue 15: the game manual and the forces manual. */
  manual: 'manual',
  /** Issue 15: the last news, shown on start-up when new. */
  news: 'news',
} as const;
export type OverlayName = (typeof OverlayName)[keyof typeof OverlayName];

/** The open overlay page, if any. An open overlay blocks the canvas (technical §2). */
export const overlayAtom = atom<OverlayName | null>(null);

/** Why the game is paused (issue 25): the host said so (its ad, window or menu, a hidden page), or our ad shows. */
export const PauseReason = { host: 'host', ad: 'ad' } as const;
export type PauseReason = (typeof PauseReason)[keyof typeof PauseReason];
export const pauseReasonsAtom = atom<ReadonlySet<PauseReason>>(new Set<PauseReason>());
/** Paused: music and sound stop, the canvas takes no input and its clock stands (state/hostLifecycle.ts). */
export const gamePausedAtom = atom((get) => get(pauseReasonsAtom).size > 0);

export const canvasBlockedAtom = atom((get) => get(overlayAtom) !== null || get(connectionLostAtom) || get(gamePausedAtom));

/** The scene drawn on screen with the veil lifted, or null while a scene fades, loads or none is drawn yet (issue 25). */
export const sceneOnScreenAtom = atom<SceneName | null>(null);

/** The connection-lost page is shown (technical §8). */
export const connectionLostAtom = atom(false);
/** The server wants a newer client: show "press Refresh" (client version 571). */
export const versionOutdatedAtom = atom(false);
/** A transient player-facing message (error code or text key) shown as a toast. */
export const toastAtom = atom<{ id: number; text: string } | null>(null);

/** Set by the renderer once the first frame of the current scene is drawn; ends the loading screen. */
export const rendererReadyAtom = atom(false);
/** Fraction (0..1) of the renderer's own assets (atlases) loaded; part of the loading bar. */
export const assetProgressAtom = atom(0);
