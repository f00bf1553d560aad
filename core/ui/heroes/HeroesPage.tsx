import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { heroAction, heroesAtom, loadHeroes } from '../../state/heroes.ts';
import { OverlayName } from '../../state/atoms.ts';
import { openOverlay } from '../../state/overlays.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { ArtifactsTab } from './ArtifactsTab.tsx';
import { CardsTab } from './CardsTab.tsx';
import { ForcesTab } from './ForcesTab.tsx';
import { ShopsTab } from './ShopsTab.tsx';
import { SquadTab } from './SquadTab.tsx';
import './heroes.css';
import { TabBar } from '../TabBar.tsx';

const HeroesTab = { squad: 'squad', forces: 'forces', artifacts: 'artifacts', cards: 'cards', shops: 'shops' } as const;
type HeroesTab = (typeof HeroesTab)[keyof typeof HeroesTab];
const tabs = Object.values(HeroesTab) as readonly HeroesTab[];

const tabNames: Record<HeroesTab, MessageDescriptor> = {
  squad: msg({ context: 'heroes tab', message: 'Squad' }),
  forces: msg({ context: 'heroes tab', message: 'Forces' }),
  artifacts: msg({ context: 'heroes tab', message: 'Artifacts' }),
  cards: msg({ context: 'heroes tab', message: 'Cards' }),
  shops: msg({ context: 'heroes tab', message: 'Shops' }),
};

/**
 * The heroes page (issue 11 "Client"): the squad of six and the reserve, each hero's forces and rank, artifacts
 * and the forge, cards, and the shops. Every tab shows the roster the server last answered; every action sends
 * one call and shows the roster it answers (a refusal comes as a toast).
 */
export function HeroesPage() {
  const { t } = useLingui();
  const store = useStore();
  const roster = useAtomValue(heroesAtom);
  const [tab, setTab] = useState<HeroesTab>(HeroesTab.squad);
  // The hero the forces and artifacts tabs show; the first of the squad until the player picks one.
  const [chosenHero, setChosenHero] = useState<number | null>(null);

  useEffect(() => {
    void loadHeroes(store);
  }, [store]);

  const view = roster.status === 'ready' ? roster.value : null;
  const newHero = view?.haveNewCreature === true;

  // The player is looking at the heroes now: the "new on the hero" news is seen (product §2).
  useEffect(() => {
    if (newHero) void heroAction(store, (api) => api.resetCreatureNews());
  }, [newHero, store]);
  const heroId = view && chosenHero !== null && view.heroes.some((h) => h.hero.id === chosenHero) ? chosenHero : (view?.squad[0] ?? null);

  return (
    <OverlayFrame id="heroes-page" title={t`Heroes`}>
      <div className="heroes" data-status={roster.status} data-tab={tab}>
        <TabBar className="heroes-tabs" ariaLabel={t`Hero pages`} tabs={tabs} current={tab} label={(name) => tabNames[name]} onPick={setTab} />
        <button type="button" className="btn btn-quiet" id="heroes-backpack" style={{ alignSelf: 'flex-start' }} onClick={() => openOverlay(store, OverlayName.backpack)}>{t`Backpack`}</button>
        {tab === HeroesTab.shops ? (
          <ShopsTab />
        ) : roster.status === 'failed' ? (
          <LoadFailed error={roster.error} onRetry={() => void loadHeroes(store)} />
        ) : !view ? (
          <p className="message" role="status">{t`Loading…`}</p>
        ) : tab === HeroesTab.squad ? (
          <SquadTab view={view} />
        ) : tab === HeroesTab.forces ? (
          <ForcesTab view={view} heroId={heroId} onChoose={setChosenHero} />
        ) : tab === HeroesTab.artifacts ? (
          <ArtifactsTab view={view} heroId={heroId} onChoose={setChosenHero} />
        ) : (
          <CardsTab view={view} heroId={heroId} />
        )}
      </div>
    </OverlayFrame>
  );
}
