import { atom } from 'jotai/vanilla';
import type { ClanBuildingView } from '../model/index.ts';
import type { StoreAccess } from './character.ts';

/**
 * Server time minus this device's time, from the last answer that told the server's time (the player info at start,
 * then the heroes, chests, raid, clan boss, factory and building answers); 0 before any. Every countdown runs on it,
 * since the server decides when a timer is up and a device clock may be wrong by minutes.
 */
export const serverClockOffsetAtom = atom(0);

/** Records that the server's clock read `serverTimeMs` when this device's read `deviceNowMs`. */
export function noteServerTime(store: Pick<StoreAccess, 'set'>, serverTimeMs: number, deviceNowMs: number = Date.now()): void {
  store.set(serverClockOffsetAtom, serverTimeMs - deviceNowMs);
}

/** The server's time at device time `deviceNowMs`, by `offsetMs` (serverClockOffsetAtom). */
export const serverNowAt = (deviceNowMs: number, offsetMs: number): number => deviceNowMs + offsetMs;

/** Milliseconds from server time `serverNowMs` until server time `atMs`, never below 0. */
export const msUntil = (atMs: number, serverNowMs: number): number => Math.max(0, atMs - serverNowMs);

/**
 * The server's time when it answered a building list, or null: a build under way has `msLeft` counted by the server's
 * clock to its `finishesAt` (the list itself carries no time); one already due (msLeft 0) tells only a lower bound.
 */
export const serverTimeOfBuildings = (buildings: readonly ClanBuildingView[]): number | null => {
  const running = buildings.find((b) => b.finishesAt !== null && b.msLeft !== null && b.msLeft > 0);
  return running ? running.finishesAt! - running.msLeft! : null;
};
