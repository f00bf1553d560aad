import type { HeroCatalog } from '../../model/index.ts';
import { HERO_ARTIFACTS } from './artifacts.ts';
import { HERO_CLASSES } from './heroClasses.ts';
import { HERO_FORCES } from './forces.ts';
import { HERO_QUALITIES } from './qualities.ts';

/** The content the hero rules (core/rules/heroes) read; the server and the client pass this one. */
export const HERO_CATALOG: HeroCatalog = {
  classes: HERO_CLASSES,
  qualities: HERO_QUALITIES,
  forces: HERO_FORCES,
  artifacts: HERO_ARTIFACTS,
};
