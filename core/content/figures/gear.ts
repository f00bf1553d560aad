import { part, pair } from './bodies.ts';
import { Bone, Shape, Slot, type Part, type Slot as SlotT, type Vec3 } from './figureTypes.ts';

// Props and clothing a figure wears or holds, placed for a standard humanoid (the hand at HAND, the head at 0.85).

const HAND: Vec3 = [-0.18, 0.4, 0.02];
const at = (dx: number, dy: number, dz: number, hand: Vec3 = HAND): Vec3 => [hand[0] + dx, hand[1] + dy, hand[2] + dz];
const UP = Math.PI / 2;

export const sword = (long = 1, hand?: Vec3): Part[] => [
  part(Shape.box, Bone.weapon, Slot.metal, [0.04, 0.4 * long, 0.015], at(0, 0.06 + 0.2 * long, 0.04, hand)),
  part(Shape.box, Bone.weapon, Slot.trim, [0.13, 0.03, 0.04], at(0, 0.05, 0.04, hand)),
  part(Shape.capsule, Bone.weapon, Slot.dark, [0.035, 0.1, 0.035], at(0, -0.01, 0.04, hand)),
];
export const axe = (hand?: Vec3): Part[] => [
  part(Shape.cylinder, Bone.weapon, Slot.dark, [0.035, 0.5, 0.035], at(0, 0.15, 0.04, hand)),
  part(Shape.box, Bone.weapon, Slot.metal, [0.16, 0.14, 0.02], at(-0.07, 0.34, 0.04, hand)),
];
export const hammer = (hand?: Vec3): Part[] => [
  part(Shape.cylinder, Bone.weapon, Slot.dark, [0.04, 0.46, 0.04], at(0, 0.14, 0.04, hand)),
  part(Shape.box, Bone.weapon, Slot.metal, [0.22, 0.13, 0.13], at(0, 0.38, 0.04, hand)),
];
export const club = (slot: SlotT = Slot.second, hand?: Vec3): Part[] => [
  part(Shape.cone, Bone.weapon, slot, [0.15, 0.5, 0.15], at(0, 0.2, 0.05, hand), [Math.PI, 0, 0]),
];
export const staff = (orb: SlotT = Slot.glow, hand?: Vec3): Part[] => [
  part(Shape.cylinder, Bone.weapon, Slot.dark, [0.035, 0.78, 0.035], at(0, 0.1, 0.04, hand)),
  part(Shape.sphere, Bone.weapon, orb, [0.11, 0.11, 0.11], at(0, 0.52, 0.04, hand)),
];
export const spear = (hand?: Vec3): Part[] => [
  part(Shape.cylinder, Bone.weapon, Slot.dark, [0.03, 0.86, 0.03], at(0, 0.12, 0.04, hand)),
  part(Shape.cone, Bone.weapon, Slot.metal, [0.07, 0.16, 0.03], at(0, 0.62, 0.04, hand)),
];
export const scythe = (hand?: Vec3): Part[] => [
  part(Shape.cylinder, Bone.weapon, Slot.dark, [0.035, 0.86, 0.035], at(0, 0.14, 0.04, hand)),
  part(Shape.box, Bone.weapon, Slot.metal, [0.32, 0.05, 0.015], at(0.13, 0.54, 0.04, hand), [0, 0, -0.35]),
];
export const broom = (hand?: Vec3): Part[] => [
  part(Shape.cylinder, Bone.weapon, Slot.dark, [0.03, 0.74, 0.03], at(0, 0.16, 0.04, hand), [0, 0, 0.2]),
  part(Shape.cone, Bone.weapon, Slot.trim, [0.16, 0.22, 0.16], at(0.05, -0.22, 0.04, hand), [0, 0, 0.2]),
];
/** A bow held in the left hand, its string toward the figure. */
export const bow = (): Part[] => [
  part(Shape.capsule, Bone.armL, Slot.dark, [0.03, 0.3, 0.03], [0.22, 0.52, 0.08], [0, 0, 0.35]),
  part(Shape.capsule, Bone.armL, Slot.dark, [0.03, 0.3, 0.03], [0.22, 0.28, 0.08], [0, 0, -0.35]),
  part(Shape.cylinder, Bone.armL, Slot.trim, [0.008, 0.5, 0.008], [0.17, 0.4, 0.08]),
];
export const shield = (slot: SlotT = Slot.metal): Part[] => [
  part(Shape.cylinder, Bone.armL, slot, [0.24, 0.035, 0.24], [0.22, 0.45, 0.06], [UP, 0, 0.15]),
  part(Shape.sphere, Bone.armL, Slot.trim, [0.06, 0.06, 0.04], [0.225, 0.45, 0.085]),
];
export const orb = (): Part[] => [part(Shape.sphere, Bone.armL, Slot.glow, [0.12, 0.12, 0.12], [0.2, 0.38, 0.06])];
export const book = (): Part[] => [part(Shape.box, Bone.armL, Slot.second, [0.12, 0.15, 0.05], [0.2, 0.42, 0.07])];

export const witchHat = (slot: SlotT = Slot.second): Part[] => [
  part(Shape.cylinder, Bone.head, slot, [0.38, 0.02, 0.38], [0, 0.94, 0]),
  part(Shape.cone, Bone.head, slot, [0.2, 0.34, 0.2], [0.03, 1.1, -0.02], [-0.2, 0, -0.25]),
];
export const pointedHat = (slot: SlotT = Slot.second): Part[] => [
  part(Shape.cone, Bone.head, slot, [0.24, 0.36, 0.24], [0, 1.1, 0]),
  part(Shape.cylinder, Bone.head, Slot.trim, [0.25, 0.03, 0.25], [0, 0.93, 0]),
];
export const hood = (slot: SlotT = Slot.main): Part[] => [
  part(Shape.sphere, Bone.head, slot, [0.25, 0.26, 0.24], [0, 0.88, -0.025]),
  part(Shape.cone, Bone.head, slot, [0.14, 0.14, 0.12], [0, 1.02, -0.07], [-0.5, 0, 0]),
];
export const helm = (slot: SlotT = Slot.metal): Part[] => [
  part(Shape.sphere, Bone.head, slot, [0.23, 0.16, 0.23], [0, 0.92, 0]),
  part(Shape.box, Bone.head, slot, [0.03, 0.12, 0.06], [0, 0.99, 0.02]),
];
export const crown = (): Part[] => [
  part(Shape.cylinder, Bone.head, Slot.trim, [0.2, 0.06, 0.2], [0, 0.97, 0]),
  ...[-0.06, 0, 0.06].map((x) => part(Shape.cone, Bone.head, Slot.trim, [0.05, 0.08, 0.05], [x, 1.03, 0.07])),
];
export const horns = (slot: SlotT = Slot.trim, big = 1): Part[] =>
  pair(part(Shape.cone, Bone.head, slot, [0.06 * big, 0.18 * big, 0.06 * big], [0.09, 0.98, 0], [0, 0, -0.5]));
export const antlers = (): Part[] => [
  ...pair(part(Shape.cylinder, Bone.head, Slot.trim, [0.025, 0.22, 0.025], [0.12, 1.02, 0], [0, 0, -0.6])),
  ...pair(part(Shape.cylinder, Bone.head, Slot.trim, [0.02, 0.12, 0.02], [0.12, 1.09, 0], [0, 0, 0.3])),
];
export const halo = (): Part[] => [part(Shape.cylinder, Bone.head, Slot.glow, [0.24, 0.015, 0.24], [0, 1.04, 0], [0.3, 0, 0])];
export const ears = (): Part[] => pair(part(Shape.cone, Bone.head, Slot.skin, [0.04, 0.14, 0.04], [0.11, 0.9, 0], [0, 0, -1.1]));
export const beard = (slot: SlotT = Slot.hair, long = 1): Part[] => [
  part(Shape.cone, Bone.head, slot, [0.16, 0.2 * long, 0.1], [0, 0.74 - 0.05 * long, 0.07], [Math.PI, 0, 0]),
];
export const longHair = (slot: SlotT = Slot.hair): Part[] => [
  part(Shape.sphere, Bone.head, slot, [0.23, 0.14, 0.22], [0, 0.92, -0.01]),
  part(Shape.capsule, Bone.head, slot, [0.22, 0.3, 0.1], [0, 0.78, -0.08]),
];
export const shortHair = (slot: SlotT = Slot.hair): Part[] => [part(Shape.sphere, Bone.head, slot, [0.22, 0.13, 0.22], [0, 0.92, -0.015])];
export const cape = (slot: SlotT = Slot.second): Part[] => [
  part(Shape.box, Bone.torso, slot, [0.32, 0.5, 0.03], [0, 0.5, -0.12], [0.12, 0, 0]),
];
export const pauldrons = (slot: SlotT = Slot.metal): Part[] => pair(part(Shape.sphere, Bone.armL, slot, [0.14, 0.1, 0.14], [0.17, 0.73, 0]));
export const featherWings = (span = 1, slot: SlotT = Slot.trim): Part[] => [
  ...pair(part(Shape.box, Bone.wingL, slot, [0.42 * span, 0.05, 0.18], [0.06 + 0.2 * span, 0.8, -0.12], [0, 0, -0.55])),
  ...pair(part(Shape.box, Bone.wingL, slot, [0.34 * span, 0.045, 0.14], [0.04 + 0.17 * span, 0.7, -0.13], [0, 0, -0.25])),
];
export const batWings = (slot: SlotT = Slot.second): Part[] => [
  ...pair(part(Shape.cone, Bone.wingL, slot, [0.16, 0.4, 0.03], [0.22, 0.8, -0.12], [0, 0, -1.0])),
  ...pair(part(Shape.capsule, Bone.wingL, Slot.dark, [0.03, 0.36, 0.03], [0.2, 0.86, -0.12], [0, 0, -1.15])),
];
export const tail = (slot: SlotT = Slot.main, long = 1, y = 0.4): Part[] => [
  part(Shape.cone, Bone.tail, slot, [0.12, 0.42 * long, 0.12], [0, y - 0.1, -0.26 * long], [-2.2, 0, 0]),
];
export const snakeHair = (): Part[] =>
  [-0.09, -0.03, 0.03, 0.09, 0].map((x, i) =>
    part(Shape.capsule, Bone.head, i % 2 ? Slot.hair : Slot.second, [0.04, 0.16, 0.04], [x, 0.97 - (i === 4 ? 0 : 0.02), -0.03 - Math.abs(x) * 0.3], [-0.3, 0, -x * 5]),
  );
export const oneEye = (): Part[] => [
  part(Shape.sphere, Bone.head, Slot.glow, [0.09, 0.09, 0.04], [0, 0.88, 0.1]),
  part(Shape.sphere, Bone.head, Slot.dark, [0.04, 0.04, 0.02], [0, 0.88, 0.12]),
];
export const glowEyes = (): Part[] => pair(part(Shape.sphere, Bone.head, Slot.glow, [0.045, 0.04, 0.03], [0.045, 0.87, 0.1]));
export const snout = (slot: SlotT = Slot.skin, long = 1): Part[] => [
  part(Shape.box, Bone.head, slot, [0.11, 0.09, 0.14 * long], [0, 0.82, 0.12 + 0.04 * long]),
];
