import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { CampaignType } from '../model/index.ts';
import { guideMarkers } from '../rules/guideSteps.ts';
import { createTestPlayer, sharedReferenceServer, storeFor, type SentRequest } from '../../test/support/referenceServer.ts';
import { testPlayer, testPlayerInfo } from '../../test/support/testPlayer.ts';
import { playerAtom, playerInfoAtom } from './atoms.ts';
import {
  FIRST_BATTLE_MARKER,
  markPromotionShown,
  mayShowPromotion,
  promotionFactsAtom,
  PromotionPopup,
  recordBattleFought,
} from './promotionGate.ts';

const markers = (...names: readonly string[]) => names.map((playerMarker) => ({ playerMarker }));
const guideDone = markers(...guideMarkers);

/** A store holding a player with these markers and best victory, as the boot leaves it. */
function storeWith(playerMarkers: { playerMarker: string }[], bestVictoryStair: number) {
  const store = createStore();
  store.set(playerInfoAtom, testPlayerInfo(testPlayer({ playerMarkers, bestVictoryStair })));
  return store;
}

const allowed = (store: ReturnType<typeof createStore>, popup: PromotionPopup) => mayShowPromotion(store.get(promotionFactsAtom), popup);

describe('the promotion gate (issue 24: first arrival)', () => {
  it('keeps every promotional popup closed for a new player: guide not done, no battle fought', () => {
    const store = storeWith([], 0);
    expect(allowed(store, PromotionPopup.campaignOffer)).toBe(false);
    expect(allowed(store, PromotionPopup.dailyReward)).toBe(false);
  });

  it('keeps them closed after the guide until a first battle, and after a battle until the guide is done', () => {
    expect(allowed(storeWith(guideDone, 0), PromotionPopup.campaignOffer)).toBe(false);
    expect(allowed(storeWith([], 3), PromotionPopup.campaignOffer)).toBe(false);
    expect(allowed(storeWith(markers(FIRST_BATTLE_MARKER), 0), PromotionPopup.campaignOffer)).toBe(false);
  });

  it('opens them once the guide is done and a battle was won, or fought and lost (the marker)', () => {
    expect(allowed(storeWith(guideDone, 1), PromotionPopup.campaignOffer)).toBe(true);
    expect(allowed(storeWith([...guideDone, ...markers(FIRST_BATTLE_MARKER)], 0), PromotionPopup.dailyReward)).toBe(true);
  });

  it('lets one popup per visit through: the first shown keeps the slot, the other stays closed', () => {
    const store = storeWith(guideDone, 1);
    markPromotionShown(store, PromotionPopup.dailyReward);
    markPromotionShown(store, PromotionPopup.campaignOffer);
    expect(allowed(store, PromotionPopup.dailyReward)).toBe(true);
    expect(allowed(store, PromotionPopup.campaignOffer)).toBe(false);
    expect(store.get(promotionFactsAtom).shownThisVisit).toEqual([PromotionPopup.dailyReward]);
    // A new visit (a new page load, a new store) has its slot again.
    expect(allowed(storeWith(guideDone, 1), PromotionPopup.campaignOffer)).toBe(true);
  });

  it('gives a waiting campaign offer the slot before the daily reward', () => {
    const store = storeWith(guideDone, 1);
    store.set(playerInfoAtom, { ...store.get(playerInfoAtom)!, optionalUnseenCampaign: CampaignType.BOOSTER });
    expect(allowed(store, PromotionPopup.campaignOffer)).toBe(true);
    expect(allowed(store, PromotionPopup.dailyReward)).toBe(false);
    // A campaign with no offer window holds nothing back.
    store.set(playerInfoAtom, { ...store.get(playerInfoAtom)!, optionalUnseenCampaign: CampaignType.CHEST });
    expect(allowed(store, PromotionPopup.dailyReward)).toBe(true);
  });

  it('is closed with no player', () => {
    expect(mayShowPromotion(createStore().get(promotionFactsAtom), PromotionPopup.campaignOffer)).toBe(false);
  });
});

describe('the first battle marker', () => {
  it('is recorded on the server after a lost first battle and kept in the store, and not asked for again', async () => {
    const reference = await sharedReferenceServer();
    const player = await createTestPlayer(reference);
    const requests: SentRequest[] = [];
    const { store, setPlayer } = await storeFor(reference, player.token, { requests });
    setPlayer();
    expect(store.get(promotionFactsAtom).firstBattleFought).toBe(false);
    await recordBattleFought(store);
    expect(store.get(promotionFactsAtom).firstBattleFought).toBe(true);
    expect(store.get(playerAtom)?.playerMarkers).toEqual(markers(FIRST_BATTLE_MARKER));
    const again = (await storeFor(reference, player.token)).info.player.playerMarkers;
    expect(again).toEqual(markers(FIRST_BATTLE_MARKER));
    const sent = requests.length;
    await recordBattleFought(store);
    expect(requests.length).toBe(sent);
  });
});
