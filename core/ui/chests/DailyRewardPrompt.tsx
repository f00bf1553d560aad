import { useEffect, useLayoutEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { OverlayName, overlayAtom } from '../../state/atoms.ts';
import { checkDailyRewards, chestsBusyAtom, dailyPromptAtom, lastPrizesAtom, takeDailyReward } from '../../state/chests.ts';
import { openOverlay, showToastAtom } from '../../state/overlays.ts';
import { markPromotionShown, mayShowPromotion, promotionFactsAtom, PromotionPopup } from '../../state/promotionGate.ts';
import { dailyNames, prizeText } from './chestTexts.ts';
import './chests.css';

/**
 * The daily reward prompt (issue 12, product §4 "daily gift"): once the game has started, asks the server whether a
 * daily reward waits and offers it; the server allows one a day, so the prompt comes back the next day. "Later"
 * hides it for this visit; the chests page keeps the rewards in reach.
 */
export function DailyRewardPrompt() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const prompt = useAtomValue(dailyPromptAtom);
  const busy = useAtomValue(chestsBusyAtom);
  const [later, setLater] = useState(false);
  // An open page (the chests page among them) has the player's attention: the prompt waits until it closes.
  const overlayOpen = useAtomValue(overlayAtom) !== null;

  useEffect(() => {
    void checkDailyRewards(store);
  }, [store]);

  // A promotion like the campaign offers (issue 24): not before the guide and a first battle, one popup per visit.
  const gateOpen = mayShowPromotion(useAtomValue(promotionFactsAtom), PromotionPopup.dailyReward);

  const available = prompt?.rewards.filter((r) => r.available) ?? [];
  const shown = gateOpen && !later && !overlayOpen && available.length > 0;
  useLayoutEffect(() => {
    if (shown) markPromotionShown(store, PromotionPopup.dailyReward);
  }, [shown, store]);
  if (!shown) return null;

  const take = async (kind: (typeof available)[number]['kind']) => {
    if (await takeDailyReward(store, kind)) {
      const prizes = (store.get(lastPrizesAtom) ?? []).map((p) => prizeText(p, i18n)).join(', ');
      store.set(showToastAtom, t`You received: ${prizes}`);
    }
  };

  return (
    <aside className="daily-prompt panel" id="daily-prompt" aria-labelledby="daily-prompt-h">
      <b id="daily-prompt-h">{t`Your daily reward is ready`}</b>
      {available.map((reward) => (
        <div key={reward.kind} className="chests-row" data-daily={reward.kind}>
          <div className="chests-row-text">
            <b>{i18n._(dailyNames[reward.kind])}</b>
            <span className="chests-sub">{reward.prizes.map((p) => prizeText(p, i18n)).join(' · ')}</span>
          </div>
          <button type="button" className="btn" disabled={busy} onClick={() => void take(reward.kind)}>
            {t`Take`}
          </button>
        </div>
      ))}
      <div className="daily-prompt-actions">
        <button type="button" className="btn btn-quiet" onClick={() => openOverlay(store, OverlayName.chests)}>
          {t`Chests`}
        </button>
        <button type="button" className="btn btn-quiet" onClick={() => setLater(true)}>
          {t`Later`}
        </button>
      </div>
    </aside>
  );
}
