/** Attack, defence and health: the three stats every creature fights with (core/content/BATTLE.md). */
export interface HeroStatLine {
  attack: number;
  defence: number;
  health: number;
}

/**
 * Every warrior class the spec names (product §3 Creature, issue 11 "Content"). A superset of `WarriorClass` with
 * the same values, so widening `WarriorClass` to it later is one spread and no rename.
 */
export const HeroClass = {
  beast: 'beast',
  demon: 'demon',
  dragon: 'dragon',
  djinn: 'djinn',
  golem: 'golem',
  human: 'human',
  lizard: 'lizard',
  elf: 'elf',
  mag: 'mag',
  necro: 'necro',
  serpent: 'serpent',
  troll: 'troll',
  phoenix: 'phoenix',
  warlock: 'warlock',
  titan: 'titan',
  druid: 'druid',
  witch: 'witch',
  shaman: 'shaman',
  dragonslayer: 'dragonslayer',
  ifrit: 'ifrit',
  angel: 'angel',
  archangel: 'archangel',
  archititan: 'archititan',
  yotun: 'yotun',
  asgPhoenix: 'asgPhoenix',
  koschey: 'koschey',
  cyclop: 'cyclop',
  naga: 'naga',
  keeper: 'keeper',
  sphinx: 'sphinx',
  norn: 'norn',
  nun: 'nun',
  gorgon: 'gorgon',
} as const;
export type HeroClass = (typeof HeroClass)[keyof typeof HeroClass];
export const heroClasses = Object.values(HeroClass) as readonly HeroClass[];

/** Hero qualities (product §3 Creature), weakest first; `top` is the spec's "supreme". */
export const HeroQuality = {
  usual: 'usual',
  legend: 'legend',
  myth: 'myth',
  top: 'top',
  ark: 'ark',
  elite: 'elite',
} as const;
export type HeroQuality = (typeof HeroQuality)[keyof typeof HeroQuality];
export const heroQualities = Object.values(HeroQuality) as readonly HeroQuality[];

/** The 12 forces (gifts) a hero may study (product §9 "Ark heroes have 12 forces"; §3 amulet effects name them). */
export const ForceId = {
  fire: 'fire',
  frost: 'frost',
  poison: 'poison',
  shadow: 'shadow',
  hammer: 'hammer',
  curse: 'curse',
  gaze: 'gaze',
  charm: 'charm',
  resurrection: 'resurrection',
  ward: 'ward',
  fury: 'fury',
  life: 'life',
} as const;
export type ForceId = (typeof ForceId)[keyof typeof ForceId];
export const forceIds = Object.values(ForceId) as readonly ForceId[];

/** One hero a player owns. The stats are not stored: `heroStats` computes them from this and the content. */
export interface OwnedHero {
  id: number;
  heroClass: HeroClass;
  quality: HeroQuality;
  imageId: string;
  level: number;
  /** Experience toward the next level (product §3 "experience toward rank": levels gate the rank). */
  experience: number;
  rank: number;
  /** 0-5: place in the fighting six, left to right; null: in reserve. */
  squadSlot: number | null;
  /** Studied forces and their ranks; a force absent here is not studied. */
  forces: Partial<Record<ForceId, number>>;
  /** What forges and reforges have given this hero for good (product §5: 25% of an artifact's power). */
  forged: HeroStatLine;
  /** A temporal hero (a gain of the road) takes no artifacts (product §5). */
  temporal: boolean;
}

/** One artifact or amulet a player owns; `heroId` null while it lies in the backpack. */
export interface OwnedArtifact {
  id: number;
  /** Key of its definition in the artifact or amulet catalogue. */
  defId: string;
  level: number;
  heroId: number | null;
  temporal: boolean;
}

/** What an upgrade raises (product §4: force, rank and artifact upgrades run for a time). */
export const UpgradeKind = { force: 'force', rank: 'rank', artifact: 'artifact' } as const;
export type UpgradeKind = (typeof UpgradeKind)[keyof typeof UpgradeKind];

/**
 * An upgrade under way. Times are server clock milliseconds, so a stored upgrade survives a restart and finishes
 * at `finishesAtMs` whatever the process did meanwhile (issue 11).
 */
interface UpgradeTimes {
  id: number;
  startedAtMs: number;
  finishesAtMs: number;
}

// Each kind spelled out (not `UpgradeTimes & {…}`), so the server's answer schema can be checked to equal it.
export interface ForceUpgrade extends UpgradeTimes {
  kind: typeof UpgradeKind.force;
  heroId: number;
  force: ForceId;
  toRank: number;
}
export interface RankUpgrade extends UpgradeTimes {
  kind: typeof UpgradeKind.rank;
  heroId: number;
  toRank: number;
}
export interface ArtifactUpgrade extends UpgradeTimes {
  kind: typeof UpgradeKind.artifact;
  artifactId: number;
  toLevel: number;
}
export type Upgrade = ForceUpgrade | RankUpgrade | ArtifactUpgrade;

/** Group leveling (product §4): battle experience goes to the fighting six, or to the six weakest heroes. */
export const GroupLeveling = { combat: 'combat', weakest: 'weakest' } as const;
export type GroupLeveling = (typeof GroupLeveling)[keyof typeof GroupLeveling];

/** Card kinds (product §3 Cards); an evolution card names the force it evolves. */
export const CardKind = { elephant: 'elephant', snake: 'snake', eagle: 'eagle', evolution: 'evolution' } as const;
export type CardKind = (typeof CardKind)[keyof typeof CardKind];

/** A card's life (product §4): available, then active, then used. */
export const CardState = { available: 'available', active: 'active', used: 'used' } as const;
export type CardState = (typeof CardState)[keyof typeof CardState];

export type CardDef =
  | { kind: typeof CardKind.elephant | typeof CardKind.snake | typeof CardKind.eagle }
  | { kind: typeof CardKind.evolution; force: ForceId };

export interface OwnedCard {
  id: number;
  card: CardDef;
  state: CardState;
  /** Battles or actions an active card still lasts; 0 while available or used. */
  usesLeft: number;
}

/** The `hammerDto` of the player info (technical §3): force upgrades running and how many may run at once. */
export interface HammerDto {
  current: number;
  max: number;
}

/** All a player's hero holdings the hero rules read and change; a server store keeps it, a client page shows it. */
export interface HeroRoster {
  heroes: OwnedHero[];
  artifacts: OwnedArtifact[];
  upgrades: Upgrade[];
  cards: OwnedCard[];
  /** Magic hammers bought: each lets one more force upgrade run at once (product §4). */
  hammers: number;
  groupLeveling: GroupLeveling;
  /** Shop offers that sell once and were bought. */
  usedOffers: string[];
  /** The next id for a hero, artifact, upgrade or card the rules create. */
  nextId: number;
}
