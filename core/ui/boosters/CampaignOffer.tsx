import { useEffect, useLayoutEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CampaignType } from '../../model/index.ts';
import { OverlayName } from '../../state/atoms.ts';
import { answerCampaignOffer, loadPortalDiscount, portalDiscountAtom } from '../../state/boosters.ts';
import { openOverlay } from '../../state/overlays.ts';
import { markPromotionShown, mayShowPromotion, promotionFactsAtom, PromotionPopup } from '../../state/promotionGate.ts';
import './boosters.css';

const offerTexts: Partial<Record<CampaignType, { title: MessageDescriptor; text: MessageDescriptor; accept: MessageDescriptor }>> = {
  [CampaignType.BOOSTER]: {
    title: msg`Booster days`,
    text: msg`While the campaign runs, take a free experience booster on the boosters page.`,
    accept: msg`Open boosters`,
  },
  [CampaignType.PORTAL_DISCOUNT]: {
    title: msg`Portal discount`,
    text: msg`Your next portal costs half its gold while the campaign runs.`,
    accept: msg`Take the discount`,
  },
  [CampaignType.GEMS_PLUS_50]: {
    title: msg`Emerald sale`,
    text: msg`While the sale runs, every emerald purchase gives 50% more.`,
    accept: msg`Good`,
  },
  // Only the players of the campaign's host are offered it (the server runs OK_GROUP for them alone); the reward is taken on the Rewards page.
  [CampaignType.OK_GROUP]: {
    title: msg`Join our group`,
    text: msg`This weekend, join the game's group and get emeralds once: news of events, sales and new heroes come first there.`,
    accept: msg`Open rewards`,
  },
};

const freePortalText = msg`On the campaign's last day your next portal costs no gold at all.`;

/** The offer window of a running campaign the player has not seen (issue 12): shown once per campaign window, through
 * the promotion gate (core/state/promotionGate.ts); a type without an offer text (or unknown to this client) shows nothing. */
export function CampaignOffer({ type: name }: { type: string }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const type = Object.values(CampaignType).find((known) => known === name);
  const portal = useAtomValue(portalDiscountAtom);
  useEffect(() => {
    if (type === CampaignType.PORTAL_DISCOUNT) void loadPortalDiscount(store);
  }, [store, type]);
  const found = type === undefined ? undefined : offerTexts[type];
  // The window's last day offers the whole price off (ECONOMY.md "Campaigns"); the server says which is on offer.
  const free = type === CampaignType.PORTAL_DISCOUNT && portal.status === 'ready' && portal.value >= 100;
  const texts = found && free ? { ...found, text: freePortalText } : found;
  // Issue 24: no offer before the guide and a first battle, and one promotional popup per visit. A gated offer stays
  // unseen on the server, so it comes on a later visit.
  const shown = mayShowPromotion(useAtomValue(promotionFactsAtom), PromotionPopup.campaignOffer) && type !== undefined && texts !== undefined;
  useLayoutEffect(() => {
    if (shown) markPromotionShown(store, PromotionPopup.campaignOffer);
  }, [shown, store]);
  if (!shown || type === undefined || !texts) return null;
  const accept = (): void => {
    void answerCampaignOffer(store, type, true);
    if (type === CampaignType.BOOSTER) openOverlay(store, OverlayName.boosters);
    if (type === CampaignType.OK_GROUP) openOverlay(store, OverlayName.rewards);
  };
  return (
    <div className="overlay campaign-offer-backdrop">
      <section id="campaign-offer" className="panel campaign-offer" role="dialog" aria-modal="true" aria-labelledby="campaign-offer-title" data-type={type}>
        <h2 id="campaign-offer-title">{i18n._(texts.title)}</h2>
        <p className="message">{i18n._(texts.text)}</p>
        <div className="form-actions">
          <button type="button" className="btn" id="campaign-offer-accept" onClick={accept}>{i18n._(texts.accept)}</button>
          <button type="button" className="btn btn-quiet" id="campaign-offer-later" onClick={() => void answerCampaignOffer(store, type, false)}>
            {t`Later`}
          </button>
        </div>
      </section>
    </div>
  );
}
