import type { HeroClass, WarriorClass } from '../../model/index.ts';
import { bird, figure, humanoid, pair, part, quadruped, serpentine, smokeTail, type Body } from './bodies.ts';
import { Bone, Shape, Slot, type FigureSpec, type Part } from './figureTypes.ts';
import * as g from './gear.ts';
import { blocky } from './heroFigures.ts';
import { PALETTES as P } from './palettes.ts';

const flameTail = (): Part[] =>
  [0, 1, 2].map((i) => part(Shape.cone, Bone.tail, i === 1 ? Slot.glow : Slot.hair, [0.08, 0.4 - i * 0.06, 0.05], [(i - 1) * 0.08, 0.3, -0.3], [-2.3, 0, (i - 1) * 0.4]));
const crest = (): Part[] =>
  [0, 1, 2].map((i) => part(Shape.cone, Bone.head, Slot.hair, [0.04, 0.14, 0.04], [0, 0.9, 0.02 - i * 0.05], [-0.4 - i * 0.3, 0, 0]));

/** A naga: a serpent's coil below, a person's chest, arms and head above. */
const nagaBody = (): Body => {
  const s = serpentine({ rings: 8 });
  const h = humanoid({ legless: true });
  const upper = h.parts.filter((p) => p.bone !== Bone.hips).map((p) => ({ ...p, at: [p.at[0], p.at[1] - 0.05, p.at[2] + 0.05] as const }));
  return { parts: [...s.parts.filter((p) => p.bone === Bone.tail), part(Shape.capsule, Bone.hips, Slot.main, [0.18, 0.3, 0.16], [0, 0.3, 0.05]), ...upper], pivots: h.pivots };
};

const sphinxBody = (): Body => {
  const q = quadruped({ long: 1.1 });
  return { ...q, parts: q.parts.filter((p) => p.bone !== Bone.head) };
};

/** The other hero classes (issue 11), each its own silhouette. */
export const MORE_FIGURES: Record<Exclude<HeroClass, WarriorClass>, FigureSpec> = {
  mag: figure(humanoid({ robe: true }), [...g.pointedHat(Slot.main), ...g.beard(Slot.hair, 1.5), ...g.staff()], P.mage),
  phoenix: figure(bird(), [...flameTail(), ...crest()], P.phoenix, { floats: true, turn: 0.8 }),
  warlock: figure(humanoid({ robe: true }), [...g.hood(Slot.main), ...g.horns(Slot.second, 0.8), ...g.glowEyes(), ...g.orb(), ...g.cape(Slot.second)], P.warlock),
  titan: figure(humanoid({ wide: 1.45, head: 0.9 }), [...g.helm(Slot.trim), ...g.pauldrons(Slot.trim), ...g.hammer(), ...g.beard()], P.titan),
  druid: figure(humanoid({ robe: true }), [...g.antlers(), ...g.beard(Slot.hair, 1.3), ...g.staff(Slot.glow)], P.druid),
  shaman: figure(humanoid({ wide: 1.05 }), [
    part(Shape.box, Bone.head, Slot.trim, [0.18, 0.2, 0.04], [0, 0.85, 0.1]),
    ...[-0.08, 0, 0.08].map((x) => part(Shape.cone, Bone.head, Slot.glow, [0.04, 0.2, 0.02], [x, 1.02, -0.02], [0, 0, -x * 3])),
    ...g.staff(Slot.second), part(Shape.box, Bone.torso, Slot.second, [0.32, 0.06, 0.22], [0, 0.7, 0]),
  ], P.shaman),
  dragonslayer: figure(humanoid({ wide: 1.2 }), [...g.helm(), ...g.pauldrons(), ...g.sword(1.8), ...g.cape()], P.slayer),
  ifrit: figure(humanoid({ legless: true, wide: 1.3 }), [...smokeTail(Slot.second), ...g.horns(Slot.hair, 1.4), ...g.glowEyes(), ...flameTail().map((p) => ({ ...p, bone: Bone.head, at: [p.at[0], 1.0, -0.05] as const, rot: [0, 0, p.rot?.[2] ?? 0] as const }))], P.ifrit, { floats: true }),
  angel: figure(humanoid({ robe: true, wide: 0.9 }), [...g.longHair(), ...g.halo(), ...g.featherWings(1), ...g.sword()], P.angel),
  archangel: figure(humanoid({ wide: 1.1 }), [...g.shortHair(), ...g.halo(), ...g.featherWings(1.5, Slot.second), ...g.spear(), ...g.pauldrons(Slot.main)], P.archangel),
  archititan: figure(blocky(1.3), [...g.crown().map((p) => ({ ...p, at: [p.at[0], p.at[1] - 0.06, p.at[2]] as const })), ...g.pauldrons(Slot.trim).map((p) => ({ ...p, at: [p.at[0] * 1.7, p.at[1], p.at[2]] as const }))], P.archititan),
  yotun: figure(humanoid({ wide: 1.4, head: 0.9 }), [...g.beard(Slot.hair, 1.6), ...g.helm(Slot.second), ...g.horns(Slot.second), ...g.club(Slot.trim)], P.yotun),
  asgPhoenix: figure(bird(), [...flameTail(), ...crest(), ...g.crown().map((p) => ({ ...p, at: [p.at[0], p.at[1] - 0.12, p.at[2]] as const }))], P.asgPhoenix, { floats: true, turn: 0.8 }),
  koschey: figure(humanoid({ wide: 0.75, head: 0.95 }), [...g.crown(), ...g.glowEyes(), ...g.sword(1.3), ...g.cape(Slot.second), part(Shape.box, Bone.torso, Slot.skin, [0.16, 0.2, 0.03], [0, 0.62, 0.1])], P.koschey),
  cyclop: figure(humanoid({ wide: 1.4, head: 1.15 }), [...g.oneEye(), ...g.club(), part(Shape.cone, Bone.head, Slot.trim, [0.06, 0.12, 0.06], [0, 1.0, 0])], P.cyclop),
  naga: figure(nagaBody(), [...g.longHair(Slot.hair).map((p) => ({ ...p, at: [p.at[0], p.at[1] - 0.05, p.at[2] + 0.05] as const })), ...g.sword(1, [-0.18, 0.35, 0.07]), ...g.shield(Slot.trim)], P.naga, { turn: 0.7 }),
  keeper: figure(humanoid({ wide: 1.2, robe: true }), [...g.hood(Slot.second), ...g.glowEyes(), ...g.staff(Slot.glow), ...g.pauldrons(Slot.metal), part(Shape.box, Bone.armL, Slot.trim, [0.1, 0.13, 0.1], [0.2, 0.36, 0.05])], P.keeper),
  sphinx: figure(sphinxBody(), [
    part(Shape.sphere, Bone.head, Slot.skin, [0.2, 0.22, 0.2], [0, 0.78, 0.36]),
    part(Shape.cone, Bone.head, Slot.second, [0.34, 0.3, 0.16], [0, 0.76, 0.3]),
    ...pair(part(Shape.sphere, Bone.head, Slot.dark, [0.035, 0.04, 0.03], [0.045, 0.8, 0.46])),
    ...g.featherWings(0.9, Slot.trim).map((p) => ({ ...p, at: [p.at[0], p.at[1] - 0.12, p.at[2] + 0.05] as const })),
    part(Shape.capsule, Bone.tail, Slot.main, [0.06, 0.36, 0.06], [0, 0.5, -0.44], [-0.7, 0, 0]),
  ], P.sphinx, { turn: 1.0 }),
  norn: figure(humanoid({ robe: true, wide: 0.85 }), [...g.hood(Slot.second), ...g.longHair(), ...g.staff(Slot.trim), ...g.orb()], P.norn),
  nun: figure(humanoid({ robe: true, wide: 0.9 }), [...g.hood(Slot.main), part(Shape.box, Bone.head, Slot.second, [0.17, 0.05, 0.04], [0, 0.94, 0.08]), ...g.book(), ...g.staff(Slot.glow)], P.nun),
  gorgon: figure(nagaBody(), [...g.snakeHair().map((p) => ({ ...p, at: [p.at[0], p.at[1] - 0.05, p.at[2] + 0.05] as const })), ...g.bow(), ...g.glowEyes()], P.gorgon, { turn: 0.7 }),
};
