import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { testPlayer, testPlayerInfo } from '../../test/support/testPlayer.ts';
import type { ClanApi } from '../api/clanApi.ts';
import type { MyClan } from '../model/index.ts';
import { playerAtom, playerInfoAtom } from './atoms.ts';
import { clanApiAtom, clanMembersAtom, loadMyClan, myClanAtom } from './clan.ts';

const mine = { clan: { id: 7, name: 'Wolves' }, role: 'LEADER', permissions: [], advertisementUnseen: false } as unknown as MyClan;

const storeWith = (clanId: number | null, answer: MyClan | null) => {
  const store = createStore();
  store.set(playerInfoAtom, testPlayerInfo(testPlayer({ clanId })));
  store.set(clanApiAtom, {
    myClan: async () => answer,
    myParticipants: async () => [],
    invitations: async () => ({ invitations: [], applications: [], lookingForAny: false }),
  } as Partial<ClanApi> as ClanApi);
  return store;
};

describe('loadMyClan', () => {
  it("stores a fetched clan and its id on the player (technical §4 'Clan')", async () => {
    const store = storeWith(null, mine);
    await loadMyClan(store);
    expect(store.get(myClanAtom)).toEqual({ status: 'ready', value: mine });
    expect(store.get(playerAtom)?.clanId).toBe(7);
    expect(store.get(clanMembersAtom)).toEqual({ status: 'ready', value: [] });
  });

  it('clears the stored clan id when the player is in no clan any more', async () => {
    const store = storeWith(7, null);
    await loadMyClan(store);
    expect(store.get(myClanAtom)).toEqual({ status: 'ready', value: null });
    expect(store.get(playerAtom)?.clanId).toBeNull();
    expect(store.get(clanMembersAtom)).toEqual({ status: 'idle' });
  });
});
