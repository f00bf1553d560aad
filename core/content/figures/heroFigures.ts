import type { WarriorClass } from '../../model/index.ts';
import { figure, humanoid, pair, part, quadruped, serpentine, smokeTail, type Body } from './bodies.ts';
import { Bone, Shape, Slot, type FigureSpec } from './figureTypes.ts';
import type { GenderedFigure } from './figureIds.ts';
import * as g from './gear.ts';
import { PALETTES as P } from './palettes.ts';

/** A golem of stacked blocks: wide chest, small head sunk between the shoulders, fists like boulders. */
export const blocky = (w = 1): Body => {
  const body = humanoid({ wide: 1.5 * w, head: 0.8 });
  const sx = 0.26 * w;
  return {
    parts: [
      part(Shape.box, Bone.torso, Slot.main, [0.46 * w, 0.34, 0.28], [0, 0.6, 0], [0, 0, 0]),
      part(Shape.box, Bone.torso, Slot.second, [0.3 * w, 0.12, 0.3], [0, 0.48, 0]),
      part(Shape.box, Bone.head, Slot.skin, [0.17, 0.15, 0.17], [0, 0.84, 0.02]),
      ...pair(part(Shape.box, Bone.head, Slot.glow, [0.04, 0.025, 0.02], [0.04, 0.85, 0.11])),
      ...pair(part(Shape.box, Bone.armL, Slot.main, [0.15, 0.26, 0.16], [sx, 0.6, 0])),
      ...pair(part(Shape.box, Bone.armL, Slot.second, [0.18, 0.16, 0.18], [sx + 0.01, 0.4, 0.02])),
      ...pair(part(Shape.box, Bone.legL, Slot.second, [0.15, 0.38, 0.17], [0.11 * w, 0.2, 0])),
      ...pair(part(Shape.box, Bone.torso, Slot.trim, [0.06, 0.05, 0.06], [0.14 * w, 0.78, 0.1])),
    ],
    pivots: { ...body.pivots, armL: [sx, 0.72, 0], armR: [-sx, 0.72, 0], weapon: [-sx, 0.4, 0.02], legL: [0.11 * w, 0.4, 0], legR: [-0.11 * w, 0.4, 0] },
  };
};

const dragonBody = (): Body => {
  const q = quadruped({ long: 1.1, tall: 0.9 });
  return { ...q, parts: [...q.parts, part(Shape.capsule, Bone.head, Slot.main, [0.16, 0.3, 0.16], [0, 0.55, 0.3], [0.9, 0, 0])] };
};

/** The player's figures (heroes and companions, by their gendered sprites) and the twelve warrior classes. */
export const HERO_FIGURES: Record<GenderedFigure | WarriorClass, FigureSpec> = {
  human_male: figure(humanoid(), [...g.shortHair(), ...g.pauldrons(), ...g.sword(), ...g.shield(Slot.main), ...g.cape()], P.knight),
  human_female: figure(humanoid({ wide: 0.9, robe: true }), [...g.longHair(), ...g.sword(1.1), ...g.pauldrons()], P.swordswoman),
  elf_male: figure(humanoid({ wide: 0.85 }), [...g.hood(Slot.main), ...g.ears(), ...g.bow(), ...g.cape(Slot.main)], P.elf),
  elf_female: figure(humanoid({ wide: 0.82, robe: true }), [...g.longHair(), ...g.ears(), ...g.bow()], P.elfFemale),
  witch_female: figure(humanoid({ wide: 0.9, robe: true }), [...g.longHair(), ...g.witchHat(), ...g.broom()], P.witch),
  golem_male: figure(blocky(), [part(Shape.box, Bone.torso, Slot.hair, [0.2, 0.06, 0.2], [0.1, 0.79, -0.02])], P.golem),
  necro_male: figure(humanoid({ robe: true }), [...g.hood(Slot.second), ...g.glowEyes(), ...g.scythe(), ...g.cape(Slot.second)], P.necro),
  human: figure(humanoid({ wide: 1.2 }), [...g.shortHair(), ...g.beard(), ...g.axe(), ...g.pauldrons(Slot.second)], P.barbarian),
  elf: figure(humanoid({ wide: 0.85 }), [...g.helm(), ...g.ears(), ...g.spear(), ...g.shield(Slot.main)], P.elfWarrior),
  dragon: figure(dragonBody(), [
    part(Shape.box, Bone.head, Slot.main, [0.14, 0.12, 0.2], [0, 0.64, 0.52]),
    ...pair(part(Shape.cone, Bone.head, Slot.trim, [0.05, 0.16, 0.05], [0.07, 0.86, 0.32], [-0.6, 0, -0.3])),
    ...g.batWings(Slot.second).map((p) => ({ ...p, at: [p.at[0] * 1.3, p.at[1] - 0.05, p.at[2]] as const })),
    part(Shape.cone, Bone.tail, Slot.main, [0.16, 0.5, 0.16], [0, 0.36, -0.55], [-1.9, 0, 0]),
    ...[-0.15, 0, 0.15].map((z) => part(Shape.cone, Bone.torso, Slot.trim, [0.05, 0.1, 0.05], [0, 0.62, z])),
  ], P.dragon, { turn: 1.0 }),
  golem: figure(blocky(1.2), [part(Shape.sphere, Bone.torso, Slot.hair, [0.22, 0.08, 0.22], [-0.1, 0.8, 0]), ...g.hammer([-0.31, 0.4, 0.02])], P.golem),
  necro: figure(humanoid({ robe: true, wide: 0.85 }), [...g.crown(), ...g.glowEyes(), ...g.staff(), ...g.cape(Slot.second)], P.lich),
  djinn: figure(humanoid({ legless: true, wide: 1.25 }), [
    ...smokeTail(Slot.second),
    part(Shape.sphere, Bone.head, Slot.trim, [0.23, 0.13, 0.23], [0, 0.95, -0.01]),
    part(Shape.sphere, Bone.head, Slot.glow, [0.06, 0.06, 0.06], [0, 0.95, 0.11]),
    ...pair(part(Shape.cylinder, Bone.armL, Slot.trim, [0.1, 0.05, 0.1], [0.2, 0.46, 0])),
  ], P.djinn, { floats: true }),
  beast: figure(quadruped(), [
    ...g.snout(Slot.main, 1.4).map((p) => ({ ...p, at: [0, 0.6, 0.52] as const })),
    ...pair(part(Shape.cone, Bone.head, Slot.second, [0.07, 0.13, 0.05], [0.08, 0.76, 0.32])),
    part(Shape.capsule, Bone.tail, Slot.main, [0.09, 0.34, 0.09], [0, 0.58, -0.44], [-0.8, 0, 0]),
    part(Shape.sphere, Bone.torso, Slot.trim, [0.26, 0.22, 0.2], [0, 0.5, 0.22]),
  ], P.beast, { turn: 1.05 }),
  troll: figure(humanoid({ wide: 1.35, head: 0.85, reach: 1.45 }), [
    ...g.club(), ...pair(part(Shape.cone, Bone.head, Slot.skin, [0.05, 0.12, 0.05], [0.1, 0.89, 0], [0, 0, -1.2])),
    part(Shape.sphere, Bone.head, Slot.skin, [0.07, 0.07, 0.07], [0, 0.84, 0.1]),
    part(Shape.sphere, Bone.torso, Slot.main, [0.36, 0.2, 0.22], [0, 0.72, -0.06]),
  ], P.troll),
  lizard: figure(humanoid({ wide: 0.95 }), [
    ...g.snout(Slot.skin), ...g.tail(Slot.skin, 1.2), ...g.spear(),
    ...[0.9, 0.84, 0.78].map((y, i) => part(Shape.cone, Bone.head, Slot.trim, [0.03, 0.08, 0.05], [0, y + 0.06 - i * 0.02, -0.1 - i * 0.02], [-0.6, 0, 0])),
  ], P.lizard),
  serpent: figure(serpentine(), [
    part(Shape.cylinder, Bone.head, Slot.second, [0.34, 0.03, 0.2], [0, 0.62, 0.06], [1.3, 0, 0]),
    part(Shape.cone, Bone.head, Slot.glow, [0.02, 0.08, 0.02], [0, 0.62, 0.3], [Math.PI / 2, 0, 0]),
  ], P.serpent, { turn: 0.7 }),
  demon: figure(humanoid({ wide: 1.1 }), [...g.horns(Slot.trim, 1.3), ...g.batWings(), ...g.tail(Slot.main), ...g.glowEyes(), ...g.spear()], P.demon),
  witch: figure(humanoid({ wide: 0.85, robe: true }), [...g.witchHat(Slot.main), ...g.longHair(), ...g.broom(), ...g.snout(Slot.skin, 0.4), ...g.orb()], P.hag),
};

