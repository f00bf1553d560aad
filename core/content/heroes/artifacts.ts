import { ArtifactKind, Currency } from '../../model/index.ts';
import type { AmuletEffect, ArtifactDef, Price } from '../../model/index.ts';

type Effects = Partial<Record<AmuletEffect, number>>;

const artifact = (id: string, maxLevel: number, base: Effects, perLevel: Effects, price: Price, fromStair: number): ArtifactDef => ({
  id,
  kind: ArtifactKind.artifact,
  maxLevel,
  base,
  perLevel,
  price,
  fromStair,
});

const amulet = (id: string, base: Effects, perLevel: Effects, price: Price, fromStair: number): ArtifactDef => ({
  id,
  kind: ArtifactKind.amulet,
  maxLevel: 10,
  base,
  perLevel,
  price,
  fromStair,
});

const gold = (amount: number): Price => ({ currency: Currency.gold, amount });
const gems = (amount: number): Price => ({ currency: Currency.mithril, amount });

/**
 * Artifacts (weapons, armour, charms) and amulets with the effects of product §3 (our balance, HEROES.md
 * "Artifacts"). Ids name the sprite and the text key. Effects at level L: base + perLevel × (L − 1).
 */
export const HERO_ARTIFACTS: Readonly<Record<string, ArtifactDef>> = {
  sword: artifact('sword', 10, { attack: 4 }, { attack: 2 }, gold(300), 1),
  shield: artifact('shield', 10, { defence: 4 }, { defence: 2 }, gold(300), 1),
  ring: artifact('ring', 10, { health: 20 }, { health: 8 }, gold(300), 1),
  axe: artifact('axe', 12, { attack: 8, defence: 1 }, { attack: 3, defence: 1 }, gold(1500), 10),
  helm: artifact('helm', 12, { defence: 7, health: 15 }, { defence: 3, health: 6 }, gold(1500), 10),
  staff: artifact('staff', 12, { attack: 6, health: 25 }, { attack: 2, health: 10 }, gold(1500), 10),
  crown: artifact('crown', 15, { attack: 10, defence: 6, health: 40 }, { attack: 3, defence: 2, health: 12 }, gems(150), 30),
  mirrorBlade: artifact('mirrorBlade', 15, { attack: 16, defence: 4 }, { attack: 5, defence: 1 }, gems(300), 100),
  // Amulets: the battle stats plus the ranks against named foes (product §3 Artifact).
  koscheyBane: amulet('koscheyBane', { koscheyDamage: 2, koscheyDefence: 1 }, { koscheyDamage: 1, koscheyDefence: 1 }, gems(80), 20),
  serpentTooth: amulet('serpentTooth', { poisons: 1, attack: 2 }, { attack: 1 }, gems(60), 5),
  phoenixFeather: amulet('phoenixFeather', { resurrections: 1, health: 10 }, { health: 5 }, gems(200), 50),
  moonCharm: amulet('moonCharm', { antiIncubus: 1, antiSuccubus: 1 }, { antiIncubus: 1, antiSuccubus: 1 }, gems(70), 15),
  hexWard: amulet('hexWard', { antiWitch: 2, defence: 2 }, { antiWitch: 1, defence: 1 }, gems(70), 15),
  anvilStone: amulet('anvilStone', { antiGolemHammer: 2, health: 10 }, { antiGolemHammer: 1, health: 4 }, gems(70), 15),
  duskEye: amulet('duskEye', { shadowAttacks: 1, attack: 3 }, { attack: 1 }, gems(120), 40),
  stoneVeil: amulet('stoneVeil', { gorgonDefence: 2, fireDefence: 1 }, { gorgonDefence: 1, fireDefence: 1 }, gems(90), 25),
};
