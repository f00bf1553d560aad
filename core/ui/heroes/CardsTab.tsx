import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { CardState, type HeroesView, type OwnedCard } from '../../model/index.ts';
import { heroAction, heroesBusyAtom } from '../../state/heroes.ts';
import { HeroChooser } from './HeroChooser.tsx';
import { cardEffect, cardName, cardStateNames } from './heroTexts.ts';

const cardStates = Object.values(CardState) as readonly CardState[];

/** Cards (product §4): available, active, used; an available card is activated, an active evolution card used on a hero. */
export function CardsTab({ view, heroId }: { view: HeroesView; heroId: number | null }) {
  const { t, i18n } = useLingui();
  const total = cardStates.reduce((n, state) => n + view.cardState[state].length, 0);
  if (total === 0) return <p className="hero-empty" id="heroes-cards-empty">{t`No cards yet. Cards are sold for amethysts in the shops.`}</p>;
  return (
    <div className="heroes-tab" id="heroes-cards">
      {cardStates.map((state) => (
        <section key={state} data-state={state}>
          <h3 className="heroes-h">{i18n._(cardStateNames[state])}</h3>
          {view.cardState[state].length === 0 ? (
            <p className="hero-empty">{t`None`}</p>
          ) : (
            <ul className="hero-list">
              {view.cardState[state].map((card) => (
                <CardRow key={card.id} card={card} view={view} heroId={heroId} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function CardRow({ card, view, heroId }: { card: OwnedCard; view: HeroesView; heroId: number | null }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(heroesBusyAtom);
  const [target, setTarget] = useState<number | null>(heroId);
  const usesLeft = card.usesLeft;
  return (
    <li className="hero-row hero-card" data-card={card.id}>
      <span>
        <b>{cardName(card.card, i18n._.bind(i18n))}</b>
        <span className="hero-sub"> {i18n._(cardEffect(card.card))}</span>
        {card.state === 'active' && usesLeft > 0 && <span className="hero-sub"> {t`(${usesLeft} left)`}</span>}
      </span>
      {card.state === 'available' && (
        <button type="button" className="btn" disabled={busy} onClick={() => void heroAction(store, (api) => api.activateCard(card.id))}>
          {t`Activate`}
        </button>
      )}
      {card.state === 'active' && card.card.kind === 'evolution' && (
        <>
          <HeroChooser view={view} heroId={target} onChoose={setTarget} label={t`Hero`} />
          <button
            type="button"
            className="btn"
            disabled={busy || target === null}
            onClick={() => target !== null && void heroAction(store, (api) => api.evolve(card.id, target))}
          >
            {t`Use`}
          </button>
        </>
      )}
    </li>
  );
}
