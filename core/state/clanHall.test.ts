import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { testPlayer, testPlayerInfo } from '../../test/support/testPlayer.ts';
import type { ClanApi } from '../api/clanApi.ts';
import { ApiError } from '../api/ApiError.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { setupI18n } from '../i18n/setupI18n.ts';
import { ClanBuildingState, ClanBuildingType, type ClanBuilding, type MyClan } from '../model/index.ts';
import { overlayAtom, OverlayName, playerInfoAtom, sceneAtom, SceneName, toastAtom } from './atoms.ts';
import { wordingAtom } from './character.ts';
import { clanApiAtom } from './clan.ts';
import {
  clanHallAtom, clanTabRequestAtom, closeClanHall, openClanBuilding, openClanHall, takeClanTabRequest,
} from './clanHall.ts';
import { leaveClanHall, loadClanHall } from './clanHallLoad.ts';
import { ready } from './remote.ts';

const mine = { clan: { id: 7, name: 'Wolves', theme: 2 }, role: 'LEADER', permissions: [], advertisementUnseen: false } as unknown as MyClan;
const buildings: ClanBuilding[] = Object.values(ClanBuildingType).map((type) => ({ type, level: 0, state: ClanBuildingState.NORMAL, finishesAt: null }));

const i18n = await setupI18n('en');

const storeWith = (api: Partial<ClanApi>) => {
  const store = createStore();
  store.set(wordingAtom, { i18n, errorMessage });
  store.set(playerInfoAtom, testPlayerInfo(testPlayer({ clanId: 7 })));
  store.set(clanApiAtom, api as ClanApi);
  return store;
};

describe('the clan hall', () => {
  it('opens from the clan page through its loading scene, asking the hall afresh, and goes back to the road', () => {
    const store = storeWith({});
    store.set(overlayAtom, OverlayName.clan);
    store.set(sceneAtom, { name: SceneName.road, firstStart: false });
    store.set(clanHallAtom, ready({ mine, buildings }));
    openClanHall(store);
    expect(store.get(overlayAtom)).toBeNull();
    expect(store.get(sceneAtom).name).toBe(SceneName.clan);
    expect(store.get(clanHallAtom).status).toBe('idle');
    closeClanHall(store);
    expect(store.get(sceneAtom).name).toBe(SceneName.road);
  });

  it("opens the clan page at a tapped building's tab when the page has it, else at its first, and only once", () => {
    const store = storeWith({});
    openClanBuilding(store, ClanBuildingType.GEAR_FACTORY);
    expect(store.get(overlayAtom)).toBe(OverlayName.clan);
    expect(takeClanTabRequest(store, ['members', 'factory'])).toBe('factory');
    expect(takeClanTabRequest(store, ['members', 'factory'])).toBe('members');
    openClanBuilding(store, ClanBuildingType.HALL_OF_FAME);
    expect(takeClanTabRequest(store, ['members', 'treasury'])).toBe('members');
    expect(store.get(clanTabRequestAtom)).toBeNull();
  });

  it('loads the clan with its buildings, and no buildings call for a player in no clan', async () => {
    const asked: string[] = [];
    const store = storeWith({
      myClan: async () => mine,
      buildings: async () => {
        asked.push('buildings');
        return buildings;
      },
    });
    await loadClanHall(store);
    expect(store.get(clanHallAtom)).toEqual({ status: 'ready', value: { mine, buildings } });

    const alone = storeWith({ myClan: async () => null, buildings: async () => (asked.push('alone'), []) });
    await loadClanHall(alone);
    expect(alone.get(clanHallAtom)).toEqual({ status: 'ready', value: null });
    expect(asked).toEqual(['buildings']);
  });

  it('shows a failed first load for a retry, but keeps a hall on screen and toasts when asking again fails', async () => {
    const refusal = new ApiError({ code: 'NETWORK', status: 0, path: '/api/clan/get/my' });
    const store = storeWith({ myClan: async () => Promise.reject(refusal) });
    await loadClanHall(store);
    expect(store.get(clanHallAtom)).toEqual({ status: 'failed', error: refusal });

    store.set(clanHallAtom, ready({ mine, buildings }));
    await loadClanHall(store);
    expect(store.get(clanHallAtom).status).toBe('ready');
    expect(store.get(toastAtom)).not.toBeNull();
  });

  it('sends a player no longer in the clan back to the road, saying why', () => {
    const store = storeWith({});
    store.set(sceneAtom, { name: SceneName.clan, firstStart: false });
    leaveClanHall(store);
    expect(store.get(sceneAtom).name).toBe(SceneName.road);
    expect(store.get(toastAtom)?.text).toBe('You are not in a clan any more.');
  });
});
