import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClanBuildingsApi } from '../api/clanBuildingsApi.ts';
import { ClanBuildingState, ClanBuildingType, type ClanBuildingView } from '../model/index.ts';
import { clanBuildingsApiAtom, loadClanBuildings } from './clanBuildings.ts';
import { msUntil, noteServerTime, serverClockOffsetAtom, serverNowAt, serverTimeOfBuildings } from './serverClock.ts';

const MINUTE = 60_000;
const SERVER_START = Date.UTC(2026, 10, 25, 12);
// This device's clock is set 7 minutes behind the server's.
const DEVICE_START = SERVER_START - 7 * MINUTE;

const building = (type: ClanBuildingType, finishesAt: number | null, msLeft: number | null): ClanBuildingView => ({
  type,
  level: 0,
  state: finishesAt === null ? ClanBuildingState.NORMAL : ClanBuildingState.PROCESSING,
  finishesAt,
  maxLevel: 5,
  ready: msLeft === 0,
  msLeft,
  speedupGems: null,
  next: null,
});

describe('server clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(DEVICE_START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts a timer down on the server clock, however wrong the device clock is', () => {
    const store = createStore();
    noteServerTime(store, SERVER_START);
    const finishesAt = SERVER_START + 10 * MINUTE;
    const left = () => msUntil(finishesAt, serverNowAt(Date.now(), store.get(serverClockOffsetAtom)));

    expect(left()).toBe(10 * MINUTE);
    vi.advanceTimersByTime(4 * MINUTE);
    expect(left()).toBe(6 * MINUTE);
    vi.advanceTimersByTime(6 * MINUTE);
    expect(left()).toBe(0);
    // The device clock alone would still show 7 minutes to go.
    expect(finishesAt - Date.now()).toBe(7 * MINUTE);
    vi.advanceTimersByTime(MINUTE);
    expect(left()).toBe(0);
  });

  it('learns the server clock from a building list with a build under way', async () => {
    const store = createStore();
    const list = [building(ClanBuildingType.EXPERIENCE, null, null), building(ClanBuildingType.CLAN_SHIELD, SERVER_START + 30 * MINUTE, 30 * MINUTE)];
    store.set(clanBuildingsApiAtom, { list: async () => list } as unknown as ClanBuildingsApi);
    await loadClanBuildings(store);
    expect(store.get(serverClockOffsetAtom)).toBe(7 * MINUTE);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(msUntil(SERVER_START + 30 * MINUTE, serverNowAt(Date.now(), store.get(serverClockOffsetAtom)))).toBe(20 * MINUTE);
  });

  it('takes no time from a list with nothing under way or only due builds (msLeft 0 is a lower bound)', () => {
    expect(serverTimeOfBuildings([building(ClanBuildingType.EXPERIENCE, null, null)])).toBeNull();
    expect(serverTimeOfBuildings([building(ClanBuildingType.SNOW_WORLD, SERVER_START - MINUTE, 0)])).toBeNull();
  });
});
