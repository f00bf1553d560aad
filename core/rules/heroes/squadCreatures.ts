import { CardKind } from '../../model/index.ts';
import type { HeroCatalog, HeroRoster } from '../../model/index.ts';
import { activeCard } from './cards.ts';
import { heroCreature } from './heroStats.ts';
import type { HeroCreature } from './heroStats.ts';
import { artifactsOf } from './roster.ts';
import { fightingSix } from './squad.ts';

/** The fighting six as battle creatures in slot order, with an active elephant card's health bonus (`elephantPct`). */
export const squadCreatures = (roster: HeroRoster, catalog: HeroCatalog, elephantPct: number): HeroCreature[] => {
  const bonus = activeCard(roster, CardKind.elephant) ? elephantPct : 0;
  return fightingSix(roster).map((h) => heroCreature(h, artifactsOf(roster, h.id), catalog, bonus));
};
