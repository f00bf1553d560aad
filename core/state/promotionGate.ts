import { atom } from 'jotai/vanilla';
import { guideLeft } from '../rules/guideSteps.ts';
import { CampaignType, type Player } from '../model/index.ts';
import { playerAtom, playerInfoAtom } from './atoms.ts';
import type { StoreAccess } from './character.ts';
import { dailyPromptAtom } from './chests.ts';
import { guideDoneAtom } from './guide.ts';
import { requireSocial } from './social.ts';

/** The popups that open by themselves to offer something (issue 24 "First arrival"). */
export const PromotionPopup = {
  /** A running campaign's offer window (booster days, portal discount, emerald sale, the host's group). */
  campaignOffer: 'campaignOffer',
  /** The daily reward prompt (chests). */
  dailyReward: 'dailyReward',
} as const;
export type PromotionPopup = (typeof PromotionPopup)[keyof typeof PromotionPopup];

/**
 * The player marker that says a battle was fought to its end, won or lost (written once by `completeBattle`). A won
 * battle also shows in `bestVictoryStair`, which the server raises on a win and sends with the player; a lost
 * first battle leaves it at 0, so the marker is what tells a player who lost it from one who never fought.
 */
export const FIRST_BATTLE_MARKER = 'battle.first';

/** When several wait at once, the first in this order opens: a campaign's offer lasts only its window, the daily
 * reward waits on the chests page all day. */
const priority: readonly PromotionPopup[] = [PromotionPopup.campaignOffer, PromotionPopup.dailyReward];

/** The campaigns that have an offer window (core/ui/boosters/CampaignOffer.tsx); another unseen one opens nothing. */
export const campaignsWithOffer: ReadonlySet<string> = new Set<CampaignType>([
  CampaignType.BOOSTER,
  CampaignType.PORTAL_DISCOUNT,
  CampaignType.GEMS_PLUS_50,
  CampaignType.OK_GROUP,
]);

export interface PromotionFacts {
  /** Every step of the first-time guide is done (or skipped). */
  guideDone: boolean;
  /** The player has fought a battle to its end. */
  firstBattleFought: boolean;
  /** The promotional popups already shown in this visit (page load), first one first. */
  shownThisVisit: readonly PromotionPopup[];
  /** The popups that have something to show now. */
  waiting: readonly PromotionPopup[];
}

/**
 * The promotion gate: nothing promotional before the guide is done and a first battle fought (a new player learns
 * the game before being sold anything), and after that one popup per visit: the first to show keeps the slot, so it
 * may stay on screen and come back within the visit, and no other opens. Before any has shown, a popup waits while
 * one before it in `priority` has something to show.
 */
export function mayShowPromotion(facts: PromotionFacts, popup: PromotionPopup): boolean {
  if (!facts.guideDone || !facts.firstBattleFought) return false;
  const first = facts.shownThisVisit[0];
  if (first !== undefined) return first === popup;
  const rank = priority.indexOf(popup);
  return !facts.waiting.some((other) => priority.indexOf(other) < rank);
}

export const hasFoughtABattle = (player: Pick<Player, 'bestVictoryStair' | 'playerMarkers'>): boolean =>
  player.bestVictoryStair > 0 || player.playerMarkers.some((m) => m.playerMarker === FIRST_BATTLE_MARKER);

const shownThisVisitAtom = atom<readonly PromotionPopup[]>([]);

/** The gate's facts from the store: the player's markers and best victory, and what this visit has shown. */
export const promotionFactsAtom = atom<PromotionFacts>((get) => {
  const player = get(playerAtom);
  return {
    guideDone: player !== null && !guideLeft(get(guideDoneAtom)),
    firstBattleFought: player !== null && hasFoughtABattle(player),
    shownThisVisit: get(shownThisVisitAtom),
    waiting: [
      ...(campaignsWithOffer.has(get(playerInfoAtom)?.optionalUnseenCampaign ?? '') ? [PromotionPopup.campaignOffer] : []),
      ...(get(dailyPromptAtom) !== null ? [PromotionPopup.dailyReward] : []),
    ],
  };
});

/**
 * A popup that passed the gate says it is on screen (from a layout effect, before the frame is painted). When two
 * passed in the same render, only the first to say so keeps the slot; the gate then closes on the other.
 */
export function markPromotionShown(store: StoreAccess, popup: PromotionPopup): void {
  const shown = store.get(shownThisVisitAtom);
  if (shown.length === 0) store.set(shownThisVisitAtom, [popup]);
}

/**
 * After a completed battle: a player with no victory and no marker yet records that they fought one (a lost first
 * battle), and keeps the markers the server answers with. A failed call is only logged: the next battle tries again.
 */
export async function recordBattleFought(store: StoreAccess): Promise<void> {
  const player = store.get(playerAtom);
  if (!player || hasFoughtABattle(player)) return;
  try {
    const answer = await requireSocial(store).markers.add(FIRST_BATTLE_MARKER);
    const now = store.get(playerAtom);
    if (now) store.set(playerAtom, { ...now, playerMarkers: answer.playerMarkers });
  } catch (error: unknown) {
    console.warn('the first battle marker was not recorded', error);
  }
}
