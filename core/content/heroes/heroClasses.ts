import { ForceId, forceIds, HeroQuality } from '../../model/index.ts';
import type { HeroClass, HeroClassDef, HeroStatLine } from '../../model/index.ts';
import { CLASS_STATS } from '../classes.ts';

const { usual, legend, myth, top, ark, elite } = HeroQuality;
const { fire, frost, poison, shadow, hammer, curse, gaze, charm, resurrection, ward, fury, life } = ForceId;

/** The class's circle of forces: its own first, then the rest in the canonical order (Ark heroes study all 12). */
const circle = (...own: ForceId[]): readonly ForceId[] => [...own, ...forceIds.filter((f) => !own.includes(f))];

const line = (attack: number, defence: number, health: number): HeroStatLine => ({ attack, defence, health });

interface Spec {
  base: HeroStatLine;
  growth: HeroStatLine;
  qualities: readonly HeroQuality[];
  rankCap: number;
  fixedRank?: number;
  own: ForceId[];
  poison?: number;
  immortality?: number;
  imageId?: string;
}

const def = (heroClass: HeroClass, s: Spec): HeroClassDef => ({
  base: s.base,
  growth: s.growth,
  poison: s.poison ?? 0,
  immortality: s.immortality ?? 0,
  qualities: s.qualities,
  rankCap: s.rankCap,
  fixedRank: s.fixedRank ?? null,
  forces: circle(...s.own),
  imageId: s.imageId ?? heroClass,
});

// The squad classes keep their battle numbers (core/content/classes.ts), so a bought human fights like the first one.
const squad = (c: keyof typeof CLASS_STATS): Pick<Spec, 'base' | 'growth' | 'poison'> => ({
  base: CLASS_STATS[c].base,
  growth: CLASS_STATS[c].growth,
  poison: CLASS_STATS[c].poison ?? 0,
});

/** The tiers: which qualities a class comes in (core/content/HEROES.md "Classes"). */
const BASIC = [usual, legend, myth] as const;
const STARTER = [usual, legend, myth, elite] as const;
const LEGEND = [legend, myth, top] as const;
const MYTH = [myth, top] as const;
const TOP = [top] as const;
const ARK = [ark] as const;

/**
 * Every warrior class the spec names (product §3), as data (our balance, core/content/HEROES.md). Rank caps and
 * fixed ranks are product §4 and §9; the rest is ours.
 */
export const HERO_CLASSES: Readonly<Record<HeroClass, HeroClassDef>> = {
  human: def('human', { ...squad('human'), qualities: STARTER, rankCap: 5, own: [ward, fury, life], imageId: 'human_male' }),
  elf: def('elf', { ...squad('elf'), qualities: STARTER, rankCap: 10, own: [life, frost, charm], imageId: 'elf_male' }),
  dragon: def('dragon', { ...squad('dragon'), qualities: STARTER, rankCap: 10, own: [fire, fury, ward] }),
  golem: def('golem', { ...squad('golem'), qualities: STARTER, rankCap: 10, own: [hammer, ward, gaze], imageId: 'golem_male' }),
  necro: def('necro', { ...squad('necro'), qualities: STARTER, rankCap: 10, own: [poison, shadow, curse], imageId: 'necro_male' }),
  witch: def('witch', { ...squad('witch'), qualities: STARTER, rankCap: 9, own: [curse, charm, frost], imageId: 'witch_female' }),
  beast: def('beast', { base: line(12, 6, 64), growth: line(4, 1, 14), qualities: BASIC, rankCap: 8, own: [fury, life, poison] }),
  demon: def('demon', {
    base: line(14, 8, 60), growth: line(4, 2, 13), immortality: 1, qualities: BASIC, rankCap: 9, own: [shadow, charm, fire],
  }),
  djinn: def('djinn', { base: line(14, 6, 58), growth: line(4, 1, 12), qualities: BASIC, rankCap: 9, own: [fire, curse, charm] }),
  lizard: def('lizard', { base: line(11, 9, 64), growth: line(3, 2, 14), qualities: BASIC, rankCap: 8, own: [poison, ward, frost] }),
  mag: def('mag', { base: line(15, 5, 54), growth: line(5, 1, 11), qualities: BASIC, rankCap: 10, own: [fire, frost, curse] }),
  serpent: def('serpent', {
    base: line(12, 6, 58), growth: line(3, 1, 13), poison: 2, qualities: BASIC, rankCap: 8, own: [poison, gaze, charm],
  }),
  troll: def('troll', { base: line(13, 8, 78), growth: line(3, 2, 17), qualities: BASIC, rankCap: 8, own: [fury, hammer, life] }),
  druid: def('druid', { base: line(11, 8, 66), growth: line(3, 2, 14), qualities: BASIC, rankCap: 9, own: [life, ward, poison] }),
  shaman: def('shaman', { base: line(12, 7, 62), growth: line(3, 2, 13), qualities: BASIC, rankCap: 9, own: [curse, frost, life] }),
  nun: def('nun', {
    base: line(10, 9, 64), growth: line(2, 2, 14), immortality: 1, qualities: [usual, legend], rankCap: 7,
    own: [resurrection, ward, life],
  }),
  phoenix: def('phoenix', {
    base: line(15, 8, 70), growth: line(4, 2, 15), immortality: 1, qualities: LEGEND, rankCap: 10, own: [resurrection, fire, life],
  }),
  dragonslayer: def('dragonslayer', { base: line(17, 9, 72), growth: line(5, 2, 15), qualities: LEGEND, rankCap: 10, own: [fury, fire, ward] }),
  ifrit: def('ifrit', { base: line(17, 7, 68), growth: line(5, 2, 14), qualities: LEGEND, rankCap: 10, own: [fire, shadow, fury] }),
  cyclop: def('cyclop', { base: line(15, 10, 90), growth: line(4, 2, 19), qualities: LEGEND, rankCap: 10, own: [hammer, fury, gaze] }),
  naga: def('naga', {
    base: line(15, 8, 70), growth: line(4, 2, 15), poison: 2, qualities: LEGEND, rankCap: 10, own: [poison, gaze, frost],
  }),
  gorgon: def('gorgon', { base: line(14, 10, 70), growth: line(4, 2, 15), qualities: LEGEND, rankCap: 10, own: [gaze, poison, curse] }),
  koschey: def('koschey', {
    base: line(17, 10, 76), growth: line(5, 2, 16), immortality: 2, qualities: MYTH, rankCap: 10, own: [shadow, resurrection, curse],
  }),
  keeper: def('keeper', { base: line(14, 13, 90), growth: line(3, 3, 19), qualities: MYTH, rankCap: 10, own: [ward, hammer, life] }),
  sphinx: def('sphinx', { base: line(16, 11, 80), growth: line(4, 3, 17), qualities: MYTH, rankCap: 10, own: [gaze, curse, ward] }),
  norn: def('norn', { base: line(17, 9, 74), growth: line(5, 2, 15), qualities: MYTH, rankCap: 10, own: [frost, curse, life] }),
  warlock: def('warlock', {
    base: line(25, 11, 105), growth: line(7, 2, 21), qualities: TOP, rankCap: 2, fixedRank: 2, own: [curse, shadow, fire],
  }),
  titan: def('titan', {
    base: line(19, 15, 110), growth: line(5, 3, 22), qualities: TOP, rankCap: 3, fixedRank: 3, own: [hammer, fury, ward],
  }),
  angel: def('angel', {
    base: line(18, 13, 90), growth: line(5, 3, 19), immortality: 1, qualities: TOP, rankCap: 4, fixedRank: 4,
    own: [ward, resurrection, life],
  }),
  yotun: def('yotun', {
    base: line(20, 12, 105), growth: line(6, 3, 21), qualities: TOP, rankCap: 4, fixedRank: 4, own: [frost, hammer, fury],
  }),
  archangel: def('archangel', {
    base: line(22, 15, 110), growth: line(6, 3, 22), immortality: 2, qualities: ARK, rankCap: 5, fixedRank: 5,
    own: [resurrection, ward, life],
  }),
  archititan: def('archititan', {
    base: line(22, 18, 130), growth: line(6, 4, 25), qualities: ARK, rankCap: 5, fixedRank: 5, own: [hammer, ward, fury],
  }),
  // Product §9 caps it at 6 while §4 fixes it at 5: it holds 5 and studies there; 6 is the ceiling HEROES.md keeps
  // for a later evolution, and the invariant "fixed rank ≤ cap" holds either way.
  asgPhoenix: def('asgPhoenix', {
    base: line(24, 14, 110), growth: line(7, 3, 22), immortality: 2, qualities: ARK, rankCap: 6, fixedRank: 5,
    own: [resurrection, fire, frost],
  }),
};
