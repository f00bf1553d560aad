/** Hero tunables (our balance; core/content/HEROES.md gives each one's reason). */
export const HERO_RULES = {
  /** Experience a hero needs at level L: expFactor × L × (L + 1). */
  expFactor: 40,
  maxLevel: 100,
  /** Rank r → r + 1 needs the hero at level levelsPerRank × r. */
  levelsPerRank: 10,
  /** Each rank above the first adds this share of the class stats. */
  rankStatStep: 0.15,
  /** Without Ark quality a force may be at most this many ranks above the hero's rank. */
  forceLeadOverRank: 2,
  /** Product §9: force upgrades at once without magic hammers. */
  forceUpgradesAtOnce: 2,
  /** The fighting six (product §9). */
  squadSize: 6,
  /** Group leveling reaches at most this many heroes (product §9). */
  groupSize: 6,
  /** Force rank r: minutes × r², crystals × r². */
  forceMinutes: 5,
  forceCrystals: 20,
  /** Hero rank r (the rank reached): minutes × r², gold × r². */
  rankMinutes: 30,
  rankGold: 500,
  /** Artifact level l (the level reached): minutes × l², gold × l. */
  artifactMinutes: 10,
  artifactGold: 200,
  /** A speed-up costs one emerald per started this many minutes left. */
  speedUpMinutesPerGem: 10,
  /** Product §5 and §9: the forge and the reforge give the chosen hero this share of the artifact's power. */
  forgeSharePct: 25,
} as const;

export const MINUTE_MS = 60_000;
