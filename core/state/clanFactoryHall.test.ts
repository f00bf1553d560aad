import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { testPlayer, testPlayerInfo } from '../../test/support/testPlayer.ts';
import type { ApiClient } from '../api/ApiClient.ts';
import type { ClanApi } from '../api/clanApi.ts';
import type { ClanFactoryHallApi } from '../api/clanFactoryHallApi.ts';
import type { ClanFactoryGift, ClanFactoryTaken, FactoryGiftKind, MyClan } from '../model/index.ts';
import { apiAtom, playerAtom, playerInfoAtom } from './atoms.ts';
import { clanApiAtom } from './clan.ts';
import { clanFactoryHallApiAtom, factoryGiftAtom, factoryTakenAtom, takeFactoryGift } from './clanFactoryHall.ts';

const after: ClanFactoryGift = { factoryLevel: 1, available: false, nextGiftAt: 2000, serverTimeMs: 1000 };
const mine = { clan: { id: 7 }, role: 'NEWBIE', permissions: [], advertisementUnseen: false } as unknown as MyClan;

/** A store whose clients count the reloads a take makes: the clan (treasury) and the player (purse). */
const storeTaking = (kind: FactoryGiftKind) => {
  const store = createStore();
  const calls = { myClan: 0, player: 0 };
  store.set(playerInfoAtom, testPlayerInfo(testPlayer({ clanId: 7, gold: 0 })));
  const taken: ClanFactoryTaken = { kind, amount: 300, gift: after };
  store.set(clanFactoryHallApiAtom, { takeGift: async () => taken } as Partial<ClanFactoryHallApi> as ClanFactoryHallApi);
  store.set(clanApiAtom, {
    myClan: async () => {
      calls.myClan += 1;
      return mine;
    },
    myParticipants: async () => [],
  } as Partial<ClanApi> as ClanApi);
  store.set(apiAtom, {
    player: {
      current: async () => {
        calls.player += 1;
        return testPlayer({ clanId: 7, gold: 300 });
      },
    },
  } as unknown as ApiClient);
  return { store, calls, taken };
};

describe('takeFactoryGift', () => {
  it("shows a resource gift and refreshes the player's purse, not the clan", async () => {
    const { store, calls, taken } = storeTaking('GOLD');
    expect(await takeFactoryGift(store)).toBe(true);
    expect(store.get(factoryTakenAtom)).toEqual(taken);
    expect(store.get(factoryGiftAtom)).toEqual({ status: 'ready', value: after });
    expect(store.get(playerAtom)?.gold).toBe(300);
    expect(calls).toEqual({ myClan: 0, player: 1 });
  });

  it("shows a gears gift and reloads the clan, whose treasury holds them", async () => {
    const { store, calls } = storeTaking('GEARS');
    expect(await takeFactoryGift(store)).toBe(true);
    expect(calls).toEqual({ myClan: 1, player: 0 });
  });
});
