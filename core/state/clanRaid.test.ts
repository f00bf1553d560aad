import { setupI18n } from '@lingui/core';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import type { ClanRaidApi } from '../api/clanRaidApi.ts';
import type { ClanRaid, Place } from '../model/index.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { placesAtom } from './atoms.ts';
import { wordingAtom } from './character.ts';
import { clanRaidApiAtom, clanRaidAtom, loadClanRaid, startRaid } from './clanRaid.ts';
import { placesEpochAtom, placesWindowAtom } from './places.ts';
import { serverClockOffsetAtom } from './serverClock.ts';

const raid = { now: 50_000, state: 'IN_RAID' } as unknown as ClanRaid;

const storeWith = (api: Partial<ClanRaidApi>) => {
  const store = createStore();
  store.set(clanRaidApiAtom, api as ClanRaidApi);
  store.set(placesAtom, new Map([[1, { id: 1 } as unknown as Place]]));
  store.set(placesWindowAtom, { from: 0, to: 100 });
  store.set(wordingAtom, { i18n: setupI18n({ locale: 'en', messages: { en: {} } }), errorMessage });
  return store;
};

describe('clan raid state', () => {
  it('clears the loaded road places when a raid starts (product §4)', async () => {
    const store = storeWith({ start: async () => raid });
    expect(await startRaid(store)).toBe(true);
    expect(store.get(placesAtom).size).toBe(0);
    expect(store.get(placesWindowAtom)).toBeNull();
    expect(store.get(placesEpochAtom)).toBe(1);
    expect(store.get(clanRaidAtom)).toEqual({ status: 'ready', value: raid });
  });

  it('keeps the loaded places when the start is refused', async () => {
    const store = storeWith({
      start: async () => Promise.reject(new Error('refused')),
      get: async () => raid,
      options: async () => ({ power: 1, cooldownMs: 1, options: [] }),
    });
    expect(await startRaid(store)).toBe(false);
    expect(store.get(placesAtom).size).toBe(1);
  });

  it("runs countdowns on the server's clock", async () => {
    const store = storeWith({ get: async () => raid, options: async () => ({ power: 1, cooldownMs: 1, options: [] }) });
    await loadClanRaid(store, () => 20_000);
    expect(store.get(serverClockOffsetAtom)).toBe(30_000);
  });
});
