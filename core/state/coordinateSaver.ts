import { playerAtom } from './atoms.ts';
import { requireApi, toastError, type StoreAccess } from './character.ts';

/**
 * Saves the road coordinate and stores the server's answer in the player. With `playerId`, a save meant for a
 * player who is no longer the signed-in one (an account switch while a save was pending) is dropped, and an answer
 * arriving after such a switch is not written onto the new player: returns null then.
 */
export async function saveCoordinate(store: StoreAccess, coordinate: number, playerId?: number): Promise<number | null> {
  const player = store.get(playerAtom);
  if (!player) throw new Error('State: no player to move');
  if (playerId !== undefined && player.id !== playerId) return null;
  const answer = await requireApi(store).player.setCoordinate(Math.round(coordinate), player.contextId);
  const latest = store.get(playerAtom);
  if (!latest || latest.id !== player.id) return null;
  store.set(playerAtom, { ...latest, coordinate: answer.coordinate });
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
  // The player this saver walks for: the road session outlives an account switch by a moment.
  const owner = store.get(playerAtom)?.id;
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
    const call = saveCoordinate(store, value, owner)
      .then((answer) => {
        settled = answer === null ? value : Math.round(answer);
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
