/** Skill types a creature can carry (technical §3). */
export const SkillType = {
  attack: 'attack',
  defence: 'defence',
  health: 'health',
  poison: 'poison',
  immortality: 'immortality',
} as const;
export type SkillType = (typeof SkillType)[keyof typeof SkillType];

export const EffectType = { frozen: 'frozen', poisoned: 'poisoned' } as const;
export type EffectType = (typeof EffectType)[keyof typeof EffectType];

/** Warrior classes used by the foundation content; the spec names many more. */
export const WarriorClass = {
  human: 'human',
  elf: 'elf',
  dragon: 'dragon',
  golem: 'golem',
  necro: 'necro',
  djinn: 'djinn',
  beast: 'beast',
  troll: 'troll',
  lizard: 'lizard',
  demon: 'demon',
  serpent: 'serpent',
  witch: 'witch',
} as const;
export type WarriorClass = (typeof WarriorClass)[keyof typeof WarriorClass];

export interface Skill {
  skillType: SkillType;
  /** Current value, e.g. current health for the health skill. */
  valueCurrent: number;
  /** Full value, e.g. max health. */
  valueTotal: number;
}

export interface Effect {
  type: EffectType;
  movesRemain: number;
}

export interface Artifact {
  id: number;
  name: string;
  level: number;
  temporal: boolean;
  skills: Skill[];
}

/** A hero or a monster. Health, attack and defence live in `skills`. */
export interface Creature {
  id: number;
  /** Image key of the sprite, e.g. `human_male`, `elf_female`, `troll`. */
  imageId: string;
  warriorClass: WarriorClass;
  level: number;
  rank: number;
  temporal: boolean;
  combative: boolean;
  slotsCount: number;
  artifacts: Artifact[];
  skills: Skill[];
  effects: Effect[];
  /** Stable human-readable identifier, e.g. `hero`, `companion`, `mob-12-3`. */
  identifier: string;
  experience: number;
}
