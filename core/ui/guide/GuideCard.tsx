import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { guideOrder } from '../../rules/guideSteps.ts';
import { playerAtom } from '../../state/atoms.ts';
import { completeGuideStep, guideStepAtom, skipGuide } from '../../state/guide.ts';
import { guideTexts } from './guideTexts.ts';
import './guide.css';

/** A failed marker call leaves the step closed for this page load (state/guide.ts); the next load asks again. */
const report = (error: unknown): void => console.error('Guide: the marker was not recorded', error);

/**
 * The guide's step on screen (issue 10): a bottom sheet on phones, a card under the scene on wider frames. It
 * sits in the page's flow below the game view rather than over it, so it never covers the HUD or the header
 * that it explains. Its own lazy chunk: a player with every step done never loads it.
 */
export default function GuideCard() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const step = useAtomValue(guideStepAtom);
  const player = useAtomValue(playerAtom);
  if (step === null) return null;

  const text = guideTexts[step];
  const number = guideOrder.indexOf(step) + 1;
  const total = guideOrder.length;
  const keeperStair = (player?.bestVictoryStair ?? 0) + 1;
  const title = i18n._(text.title);

  return (
    <aside className="guide" aria-label={t`Guide`} data-guide-step={step}>
      <div className="guide-card" role="status" aria-live="polite">
        <p className="guide-count">{t`Tip ${number} of ${total}`}</p>
        <h2 className="guide-title">{title}</h2>
        <p className="guide-text">{i18n._(text.body({ keeperStair }))}</p>
        <div className="guide-actions">
          <button type="button" className="btn" onClick={() => void completeGuideStep(store, step).catch(report)}>
            {t`Got it`}
          </button>
          <button type="button" className="btn btn-quiet" onClick={() => void skipGuide(store).catch(report)}>
            {t`Skip the guide`}
          </button>
        </div>
      </div>
    </aside>
  );
}
