import { League } from '../model/index.ts';

/**
 * How the arena scene draws each league's amphitheatre (core/content/ARENA.md "Arena scene"): a climb from a
 * wooden pen to a gilded hall, so the league is seen before it is read. Colours are 0xRRGGBB.
 */
export interface ArenaLook {
  /** The tiers' and the wall's stone. */
  stone: number;
  /** The ring's floor. */
  floor: number;
  /** The banners hung over the tiers. */
  banner: number;
  /** Their trim and the ring's border. */
  trim: number;
  /** The sky behind the top tier. */
  sky: number;
  /** Banners round the wall: more in higher leagues. */
  banners: number;
  /** Tiers of seats. */
  tiers: number;
}

export const ARENA_LOOKS: Record<League, ArenaLook> = {
  [League.NOVICE]: { stone: 0x8a7356, floor: 0xc9b07a, banner: 0x7a8a5a, trim: 0x5a4630, sky: 0x9cc4dc, banners: 2, tiers: 1 },
  [League.WOODEN]: { stone: 0x7b5a3a, floor: 0xbf9a62, banner: 0x9b5b2a, trim: 0x4a3220, sky: 0x8fbad6, banners: 3, tiers: 2 },
  [League.STONE]: { stone: 0x85868a, floor: 0xb8ab90, banner: 0x5a6f8a, trim: 0x4a4d55, sky: 0x87aecb, banners: 4, tiers: 2 },
  [League.BRONZE]: { stone: 0x8d6a4a, floor: 0xc7a27a, banner: 0xb0602a, trim: 0xcd7f32, sky: 0xd9a878, banners: 4, tiers: 3 },
  [League.SILVER]: { stone: 0x9aa2ad, floor: 0xcfd2d6, banner: 0x3d5a8f, trim: 0xc0c0c8, sky: 0x9fb8d8, banners: 5, tiers: 3 },
  [League.GOLD]: { stone: 0xb59a62, floor: 0xe0c98a, banner: 0x8f1f2a, trim: 0xe8c04a, sky: 0xf0c27a, banners: 6, tiers: 3 },
  [League.DIAMOND]: { stone: 0x7fa6b8, floor: 0xcfe6ee, banner: 0x2a6f9b, trim: 0x9fe8ff, sky: 0x6fa0c8, banners: 6, tiers: 4 },
  [League.MASTER]: { stone: 0x5a4a6a, floor: 0xa89ab8, banner: 0x6a2a8f, trim: 0xd0a0ff, sky: 0x3a2f5a, banners: 7, tiers: 4 },
  [League.CHAMPIONS]: { stone: 0x3a3036, floor: 0x8a6a4a, banner: 0xa01818, trim: 0xffd24a, sky: 0x1f1a3a, banners: 8, tiers: 5 },
};

/** A colour as the ARENA.md table writes it: `#rrggbb`. */
export const hexOf = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;
