import { atom } from 'jotai/vanilla';
import { MoveSpeedMode, PlaceType, WALK_FPS } from '../model/index.ts';
import type { Place, Player } from '../model/index.ts';
import { dropFarPlaces, mergePlaceRange, nextPlaceRange, trimPlaceRange, type PlaceRange } from '../rules/index.ts';
import { placesAtom, playerAtom } from './atoms.ts';
import { requireApi, toastError, type StoreAccess } from './character.ts';

/** The road span whose places are loaded, or null when nothing is (technical §9 "Places and drawing"). */
export const placesWindowAtom = atom<PlaceRange | null>(null);
/** Bumped whenever loaded places are cleared, so an answer to a request made before the clear is thrown away. */
export const placesEpochAtom = atom(0);
export const placesLoadingAtom = atom(false);

/** The place an action is running on (its buttons show busy), or null. */
export const placeActionAtom = atom<number | null>(null);

/** What the server said a portal costs and where it leads, by place id (technical §7 portal info). */
export interface PortalInfo {
  target: number;
  price: number;
  currency: string;
}
export const portalInfoAtom = atom<ReadonlyMap<number, PortalInfo>>(new Map());

/** A TALKER or SCRIPT place the player is reading, or null. */
export const readingPlaceAtom = atom<Place | null>(null);

/**
 * Set when the server moved the player (turn, pointer, portal, a finished battle): the road scene puts its walker
 * there. `seq` makes two jumps to the same coordinate distinct.
 */
export const roadJumpAtom = atom<{ coordinate: number; seq: number } | null>(null);

/** Road units walked per frame of the walk animation. */
export const WALK_STEP = 3;

/** Walking speed in road units per second: the walk animation's 36 fps times the speed factor (technical §9). */
export const walkSpeed = (mode: MoveSpeedMode): number => WALK_FPS * WALK_STEP * (mode === MoveSpeedMode.FAST ? 2 : 1);

/**
 * The player's position while walking: a plain mutable object read and written every frame by the road scene
 * (STYLE 14: per-frame values never live in React or jotai state). The HUD subscribes to it for what it shows.
 */
export interface RoadWalker {
  coordinate: number;
  /** The road height a click or tap asked to walk to, or null. */
  target: number | null;
  /** A held key: 1 forward (up the road), -1 back, 0 none. */
  direction: -1 | 0 | 1;
  moving: boolean;
  /** Calls `listener` after each step; returns the unsubscribe function. */
  subscribe(listener: (walker: RoadWalker) => void): () => void;
  notify(): void;
}

export function createRoadWalker(coordinate: number): RoadWalker {
  const listeners = new Set<(walker: RoadWalker) => void>();
  const walker: RoadWalker = {
    coordinate,
    target: null,
    direction: 0,
    moving: false,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const listener of listeners) listener(walker);
    },
  };
  return walker;
}

/**
 * Advances the walker by `dt` seconds at `speed` within [min, max]: a held key wins over a click target; the
 * target is dropped once reached or when it lies outside the allowed span. Returns whether it moved.
 */
export function stepWalker(walker: RoadWalker, dt: number, speed: number, min: number, max: number): boolean {
  const from = walker.coordinate;
  let to = from;
  if (walker.direction !== 0) {
    walker.target = null;
    to = from + walker.direction * speed * dt;
  } else if (walker.target !== null) {
    const goal = Math.min(max, Math.max(min, walker.target));
    const step = speed * dt;
    if (Math.abs(goal - from) <= step) {
      to = goal;
      walker.target = null;
    } else {
      to = from + Math.sign(goal - from) * step;
    }
  }
  to = Math.min(max, Math.max(min, to));
  walker.coordinate = to;
  walker.moving = to !== from;
  return walker.moving;
}

/** Forgets every loaded place and the loading progress (technical §4: turn, back, teleport, portal use). */
export function clearPlaces(store: StoreAccess): void {
  store.set(placesAtom, new Map());
  store.set(placesWindowAtom, null);
  store.set(placesEpochAtom, (n) => n + 1);
}

/** Puts the road walker where the server says the player is, and forgets the places (the road reloads there). */
export function jumpTo(store: StoreAccess, coordinate: number): void {
  clearPlaces(store);
  store.set(roadJumpAtom, (prev) => ({ coordinate, seq: (prev?.seq ?? 0) + 1 }));
}

/**
 * Loads the places ahead when the player nears the loaded edge (technical §9: 1.1× the virtual window height,
 * triggered at 1.6×, the first load doubled; `nextPlaceRange` in core/rules) and drops those far behind.
 * `viewHeight` is the visible road height in road units. One request at a time; an answer that arrives after
 * the places were cleared (a turn, a portal, a finished battle) is thrown away. Resolves once stored.
 */
export async function ensurePlaces(store: StoreAccess, coordinate: number, viewHeight: number): Promise<void> {
  // Ahead and behind may both be due: the rule hands out one span per call, so ask again once stored.
  for (let round = 0; round < 2; round += 1) {
    if (store.get(placesLoadingAtom)) return;
    const range = nextPlaceRange(coordinate, viewHeight, store.get(placesWindowAtom));
    if (!range) return;
    const epoch = store.get(placesEpochAtom);
    store.set(placesLoadingAtom, true);
    try {
      const answer = await requireApi(store).places.ensure(Math.floor(range.from), Math.ceil(range.to));
      if (store.get(placesEpochAtom) !== epoch) return;
      const merged = new Map(store.get(placesAtom));
      for (const place of answer.places) merged.set(place.id, place);
      const kept = dropFarPlaces([...merged.values()], coordinate);
      store.set(placesAtom, new Map(kept.map((p) => [p.id, p])));
      store.set(placesWindowAtom, trimPlaceRange(mergePlaceRange(store.get(placesWindowAtom), range), coordinate));
      const player = store.get(playerAtom);
      if (player && (player.minCoordinate !== answer.minCoordinate || player.maxCoordinate !== answer.maxCoordinate)) {
        store.set(playerAtom, { ...player, minCoordinate: answer.minCoordinate, maxCoordinate: answer.maxCoordinate });
      }
    } catch (e: unknown) {
      toastError(store, e);
      return;
    } finally {
      store.set(placesLoadingAtom, false);
    }
  }
}

const portalInfoAsked = new WeakMap<StoreAccess, Set<number>>();

/**
 * Asks the server once what a portal costs, so its button can say so before the player pays (the client never
 * prices anything itself). A failed question leaves the button without a price; using the portal still works.
 */
export async function loadPortalInfo(store: StoreAccess, placeId: number): Promise<void> {
  const asked = portalInfoAsked.get(store) ?? new Set<number>();
  portalInfoAsked.set(store, asked);
  if (asked.has(placeId)) return;
  asked.add(placeId);
  try {
    const info = await requireApi(store).places.portalInfo(placeId);
    const next = new Map(store.get(portalInfoAtom));
    next.set(placeId, { target: info.target, price: info.price, currency: info.currency });
    store.set(portalInfoAtom, next);
  } catch (e: unknown) {
    console.warn('Road: no portal info', placeId, e);
  }
}

/** Saves the road coordinate and stores the server's answer in the player. */
export async function saveCoordinate(store: StoreAccess, coordinate: number): Promise<number> {
  const player = store.get(playerAtom);
  if (!player) throw new Error('State: no player to move');
  const answer = await requireApi(store).player.setCoordinate(Math.round(coordinate), player.contextId);
  const latest = store.get(playerAtom);
  if (latest) store.set(playerAtom, { ...latest, coordinate: answer.coordinate });
  return answer.coordinate;
}

export interface CoordinateSaver {
  /** Reports the walker's coordinate; `moving` false means the player stopped, which saves at once. */
  update(coordinate: number, moving: boolean): void;
  /** Saves what is pending now and resolves once the server has the latest coordinate. */
  flush(): Promise<void>;
  /** The server moved the player here itself (turn, portal, battle): nothing to save for it. */
  reset(coordinate: number): void;
  dispose(): void;
}

export interface CoordinateSaverOptions {
  /** While walking, at most one save per this many ms (default 1000). */
  intervalMs?: number;
  now?: () => number;
}

/**
 * Saves the coordinate as it changes (technical §4 "Movement and places"): when the player stops, and at most
 * once per `intervalMs` while walking. One call at a time. A failed save is shown and not retried until the
 * player moves on (so a refused coordinate does not loop).
 */
export function createCoordinateSaver(store: StoreAccess, options: CoordinateSaverOptions = {}): CoordinateSaver {
  const intervalMs = options.intervalMs ?? 1000;
  const now = options.now ?? Date.now;
  // `settled`: the last value the server answered for (or refused); `latest`: the last value reported.
  let settled = Math.round(store.get(playerAtom)?.coordinate ?? 0);
  let latest = settled;
  let moving = false;
  let lastSentAt = -Infinity;
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const send = (value: number): Promise<void> => {
    clearTimer();
    lastSentAt = now();
    const call = saveCoordinate(store, value)
      .then((answer) => {
        settled = Math.round(answer);
      })
      .catch((e: unknown) => {
        settled = value;
        toastError(store, e);
      })
      .finally(() => {
        inFlight = null;
        pump();
      });
    inFlight = call;
    return call;
  };

  const pump = () => {
    if (disposed || inFlight) return;
    if (latest === settled) {
      clearTimer();
      return;
    }
    const wait = moving ? lastSentAt + intervalMs - now() : 0;
    if (wait <= 0) void send(latest);
    else
      timer ??= setTimeout(() => {
        timer = null;
        pump();
      }, wait);
  };

  return {
    update(coordinate, isMoving) {
      latest = Math.round(coordinate);
      if (moving && !isMoving) clearTimer();
      moving = isMoving;
      pump();
    },
    async flush() {
      moving = false;
      for (;;) {
        if (inFlight) await inFlight;
        else if (latest !== settled && !disposed) await send(latest);
        else return;
      }
    },
    reset(coordinate) {
      clearTimer();
      settled = Math.round(coordinate);
      latest = settled;
    },
    dispose() {
      disposed = true;
      clearTimer();
    },
  };
}

/** The player-facing action a place offers on the road HUD (product §4 Road). */
export const PlaceAction = {
  attack: 'attack',
  take: 'take',
  gain: 'gain',
  use: 'use',
  read: 'read',
} as const;
export type PlaceAction = (typeof PlaceAction)[keyof typeof PlaceAction];

/** What a place offers; null for places this client cannot act on (artifacts, runes, consumables). */
export const placeActionOf = (place: Place): PlaceAction | null => {
  switch (place.placeType) {
    case PlaceType.CUSTOM_PLACE:
      return place.creatureId !== null ? PlaceAction.attack : null;
    case PlaceType.RESOURCE:
    case PlaceType.SKILL:
      return PlaceAction.take;
    case PlaceType.GAINABLE:
      return PlaceAction.gain;
    case PlaceType.TURN:
    case PlaceType.POINTER:
    case PlaceType.PORTAL:
      return PlaceAction.use;
    case PlaceType.TALKER:
    case PlaceType.SCRIPT:
      return PlaceAction.read;
    default:
      return null;
  }
};

const removePlace = (store: StoreAccess, id: number) => {
  const next = new Map(store.get(placesAtom));
  next.delete(id);
  store.set(placesAtom, next);
};

/**
 * Takes, gains, uses or reads a place (everything but attacking a lair, see battle.ts `attackPlace`).
 * Taking stores the returned player and removes the place (technical §4); a move (turn, pointer, portal)
 * stores the player, clears the loaded places and puts the walker at the new coordinate. `beforeAct` runs
 * first, e.g. to save the walker's coordinate so the server knows the player is near. Returns success.
 */
export async function actOnPlace(
  store: StoreAccess,
  place: Place,
  beforeAct: () => Promise<void> = () => Promise.resolve(),
): Promise<boolean> {
  const action = placeActionOf(place);
  if (action === null || action === PlaceAction.attack) return false;
  if (action === PlaceAction.read) {
    store.set(readingPlaceAtom, place);
    if (place.placeType === PlaceType.SCRIPT && !place.used) {
      // Technical §4: a script place can be marked used; the server has no call for it, so it is kept here.
      const next = new Map(store.get(placesAtom));
      next.set(place.id, { ...place, used: true });
      store.set(placesAtom, next);
    }
    return true;
  }
  if (store.get(placeActionAtom) !== null) return false;
  store.set(placeActionAtom, place.id);
  try {
    await beforeAct();
    const api = requireApi(store);
    let player: Player;
    switch (place.placeType) {
      case PlaceType.RESOURCE:
        player = await api.places.takeResource(place.id);
        break;
      case PlaceType.SKILL:
        player = await api.places.takeSkill(place.id);
        break;
      case PlaceType.GAINABLE:
        player = await api.places.gain(place.id);
        break;
      case PlaceType.TURN:
        player = await api.places.useTurn(place.id);
        break;
      case PlaceType.POINTER: {
        // A signpost is the road's teleport (fixtures/server/API.md): ask where it leads, then go there.
        const { targets } = await api.places.teleportGet(place.id);
        const target = targets[0] ?? place.target;
        if (target === undefined) throw new Error(`State: signpost ${place.id} leads nowhere`);
        player = await api.places.teleportUse(place.id, target);
        break;
      }
      default:
        player = await api.places.portalUse(place.id);
        break;
    }
    store.set(playerAtom, player);
    if (action === PlaceAction.use) jumpTo(store, player.coordinate);
    else removePlace(store, place.id);
    return true;
  } catch (e: unknown) {
    toastError(store, e);
    return false;
  } finally {
    store.set(placeActionAtom, null);
  }
}
