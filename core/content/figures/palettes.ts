import type { Palette } from './figureTypes.ts';

/** A palette from eight colours in slot order: skin, main, second, trim, hair, metal, dark, glow. */
export const pal = (skin: string, main: string, second: string, trim: string, hair: string, metal: string, dark: string, glow: string): Palette => ({
  skin, main, second, trim, hair, metal, dark, glow,
});

const SKIN = '#f1c29a';
const STEEL = '#c9d3e3';
const INK = '#2a2036';

// Heroes of the player's side wear blue, gold and green; monsters warm reds, murky greens and bone.
export const PALETTES = {
  knight: pal(SKIN, '#3f6fb8', '#5a4a3c', '#f2c14e', '#7a4a22', STEEL, INK, '#fff1a8'),
  swordswoman: pal('#f6c8a8', '#b8435a', '#e8d8c0', '#f2c14e', '#d9873a', STEEL, INK, '#fff1a8'),
  elf: pal('#f3d6b0', '#2f7a48', '#6b4f2a', '#c8e86a', '#f4e3a0', STEEL, INK, '#c8ff9a'),
  elfFemale: pal('#f6dcc0', '#3c9a6a', '#e8f4d8', '#d6b04a', '#e8c070', STEEL, INK, '#c8ff9a'),
  witch: pal('#e8d0f0', '#4b2f9a', '#2a1a4a', '#c89a4a', '#ff8a3a', STEEL, INK, '#b8ff6a'),
  golem: pal('#b8b0a4', '#9a9288', '#6e6860', '#7ac86a', '#5a8a4a', '#d2ccbf', '#3a3630', '#7fe0ff'),
  necro: pal('#e6e0d0', '#3a2f5c', '#241c3a', '#a890e0', '#1a1428', '#b8b0d8', '#120c1c', '#8aff9a'),
  dragon: pal('#ffb05a', '#c8321e', '#ffd08a', '#f4e0b0', '#3a1a10', '#ffe0a0', '#2a0c08', '#ffe04a'),
  beast: pal('#e0a35e', '#8a5a32', '#6b3a1e', '#f0e0c8', '#4a2a12', '#e8e0d0', '#1e120a', '#ffd23f'),
  lizard: pal('#8ad05a', '#3f8a3a', '#c8e07a', '#e0c060', '#2a5a2a', '#c0c8b0', '#142a12', '#ffe04a'),
  troll: pal('#8aa86a', '#5a6a3a', '#7a5a3a', '#d8d0b0', '#3a4a2a', '#a09a8a', '#1e2410', '#ff6a4a'),
  serpent: pal('#5ad0d0', '#1f7ab0', '#c8f0e0', '#f2c14e', '#124a6a', '#e0f0f0', '#0a1e2a', '#ffe84a'),
  demon: pal('#e0503a', '#a01e2e', '#3a0c14', '#f0d8a0', '#1a0608', '#d8c8a0', '#14040a', '#ffb03a'),
  djinn: pal('#6ac8ff', '#3a4fd0', '#8ae0ff', '#f2c14e', '#f4f4ff', '#ffe08a', '#0e1440', '#e8fbff'),
  barbarian: pal('#e8a880', '#7a3a2a', '#5a3a22', '#c8a060', '#c0502a', '#c0c8d0', '#24140c', '#fff1a8'),
  elfWarrior: pal('#e8d0b0', '#2f6a3a', '#4a3a22', '#d6c07a', '#f0e0a0', '#d8e0c0', '#142014', '#c8ff9a'),
  lich: pal('#f0ead0', '#5a4a7a', '#2a2040', '#f2c14e', '#1a1428', '#f0ead0', '#0c0814', '#6affc0'),
  hag: pal('#a8d08a', '#3a1a5a', '#1a0c2a', '#c86a3a', '#d8d8d0', STEEL, '#0c0614', '#e0a0ff'),
  mage: pal(SKIN, '#3a5ad0', '#1a2a6a', '#f2c14e', '#e8e8f0', STEEL, INK, '#8ae0ff'),
  phoenix: pal('#ffd05a', '#ff6a2a', '#ffd05a', '#ffe08a', '#ff3a1a', '#fff0c0', '#3a0c04', '#fff04a'),
  warlock: pal('#c8b0d0', '#2a1a3a', '#5a1a4a', '#c0305a', '#0c0814', '#9a8aa8', '#0a060e', '#ff5aa0'),
  titan: pal('#d8b090', '#b88a2a', '#6a5a4a', '#f4e0a0', '#7a5a3a', '#e8d8a8', '#2a2014', '#ffe9a0'),
  druid: pal('#e0c0a0', '#4a7a2a', '#7a5a32', '#c8a070', '#e8e8e0', '#a0a890', '#1a2410', '#b0ff7a'),
  shaman: pal('#c89a70', '#a0502a', '#3a5a7a', '#f0e0b0', '#2a1a10', '#e0d0b0', '#1a100a', '#7affe0'),
  slayer: pal(SKIN, '#8a8a9a', '#b0201e', '#f2c14e', '#5a3a22', '#e0e4ec', INK, '#ffd08a'),
  ifrit: pal('#ff8a3a', '#c02a0e', '#ffb03a', '#ffe04a', '#1a0604', '#ffe08a', '#2a0804', '#fff0a0'),
  angel: pal('#f8dcc0', '#f4f4ff', '#c8d8ff', '#f2c14e', '#f4d48a', '#e8ecf4', '#3a3a5a', '#fff6b0'),
  archangel: pal('#f8dcc0', '#f2c14e', '#ffffff', '#fff0a0', '#fff0c0', '#ffe08a', '#4a3a1a', '#ffffff'),
  archititan: pal('#a8b8c8', '#5a6a8a', '#3a4258', '#f2c14e', '#2a3040', '#c8d4e4', '#141824', '#7fe0ff'),
  yotun: pal('#9ac8e8', '#4a6a8a', '#e8f4ff', '#c8e8ff', '#f0f8ff', '#d8ecff', '#14202a', '#bff0ff'),
  asgPhoenix: pal('#c8e8ff', '#3a6ad0', '#8ad0ff', '#f2c14e', '#e8f8ff', '#ffffff', '#0c1430', '#e8fbff'),
  koschey: pal('#e0dcc8', '#2a2a2a', '#6a1a1a', '#f2c14e', '#0a0a0a', '#c8c8c0', '#080808', '#7aff6a'),
  cyclop: pal('#c8a06a', '#6a4a2a', '#8a6a3a', '#e0d0a0', '#3a2a1a', '#a09a8a', '#1a1008', '#ffe04a'),
  naga: pal('#6ac0a0', '#1a7a6a', '#e0d08a', '#f2c14e', '#0a3a3a', '#e8e0c0', '#062020', '#ffe84a'),
  keeper: pal('#b0aab8', '#5d5a6e', '#3a3648', '#f2c14e', '#2a2838', '#d0ccd8', '#141220', '#ffd05a'),
  sphinx: pal('#e8c080', '#d0a050', '#3a5aa0', '#f2c14e', '#1a1a3a', '#f0e0a0', '#2a1a08', '#7ae0ff'),
  norn: pal('#f0d8c8', '#8a8ab0', '#d8d0e8', '#c0a0e0', '#f0f0f8', '#e0e0f0', '#2a2a40', '#d8c0ff'),
  nun: pal('#f4d8c0', '#1e1e2a', '#f4f4f0', '#c8a050', '#1e1e2a', '#c8c8d0', '#0a0a12', '#fff0a0'),
  gorgon: pal('#8ab88a', '#2a5a3a', '#6a8a3a', '#e0c060', '#3a8a3a', '#d8e0c8', '#0c1a0c', '#ff4a3a'),
} as const satisfies Record<string, Palette>;
