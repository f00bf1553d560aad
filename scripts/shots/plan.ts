// The plan of `npm run shots`: every scene and the main overlays, at a phone's and a laptop's size, in both
// languages. Pure (no browser), so its test is quick; stage.ts knows how to bring each shot on screen.
import path from 'node:path';

/** The scenes and overlays shot, each with the stair it stands on where that matters. */
export const SHOTS = [
  { name: 'selection', kind: 'selection' },
  { name: 'road-meadow', kind: 'road', stair: 3 },
  { name: 'road-forest', kind: 'road', stair: 15 },
  { name: 'road-mountains', kind: 'road', stair: 40 },
  { name: 'road-swamp', kind: 'road', stair: 70 },
  { name: 'road-underworld', kind: 'road', stair: 120 },
  { name: 'road-snow', kind: 'road', stair: 5, snow: true },
  { name: 'road-newyear', kind: 'road', stair: 3, newYear: true },
  { name: 'battle-meadow', kind: 'battle', stair: 3 },
  { name: 'battle-forest', kind: 'battle', stair: 15 },
  { name: 'battle-mountains', kind: 'battle', stair: 40 },
  { name: 'battle-swamp', kind: 'battle', stair: 70 },
  // 121, not 120: on stair 120 four finds stand nearer the lair's stop than the lair, so the road HUD's four
  // "Nearby" buttons (RoadHud.tsx MAX_NEAR) leave the lair out and the shot never found its button.
  { name: 'battle-underworld', kind: 'battle', stair: 121 },
  { name: 'battle-snow', kind: 'battle', stair: 5, snow: true },
  { name: 'arena', kind: 'arena' },
  { name: 'battle-arena', kind: 'arenaBattle' },
  { name: 'clan', kind: 'clan' },
  { name: 'creature', kind: 'creature' },
  { name: 'wheel', kind: 'overlay', open: 'wheel' },
  { name: 'heroes', kind: 'overlay', open: 'heroes' },
  { name: 'bank', kind: 'overlay', open: 'bank' },
  { name: 'shops', kind: 'overlay', open: 'shops' },
  { name: 'chat', kind: 'overlay', open: 'chat' },
  { name: 'mail', kind: 'overlay', open: 'mail' },
  { name: 'mail-dialog', kind: 'overlay', open: 'mail', dialog: true },
  { name: 'forum', kind: 'overlay', open: 'forum' },
  { name: 'settings', kind: 'overlay', open: 'settings' },
  { name: 'loading', kind: 'loading' },
] as const satisfies readonly Shot[];

export interface Shot {
  name: string;
  kind: 'selection' | 'road' | 'battle' | 'arena' | 'arenaBattle' | 'clan' | 'creature' | 'overlay' | 'loading';
  stair?: number;
  snow?: boolean;
  newYear?: boolean;
  open?: 'wheel' | 'heroes' | 'bank' | 'shops' | 'chat' | 'mail' | 'forum' | 'settings';
  /** Mail: the first dialog opened rather than the list. */
  dialog?: boolean;
}

export const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
export type Size = { width: number; height: number };
export const LANGS = ['en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/** Where a shot is written: `<out>/<lang>/<width>x<height>/<name>.png`. */
export const shotPath = (out: string, lang: Lang, size: Size, name: string): string =>
  path.join(out, lang, `${size.width}x${size.height}`, `${name}.png`);

/** A comma list of the command line or environment, or everything when absent. */
const pick = <T>(all: readonly T[], list: string | undefined, key: (t: T) => string): T[] => {
  if (!list) return [...all];
  const wanted = list.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = wanted.filter((w) => !all.some((t) => key(t) === w));
  if (unknown.length > 0) throw new Error(`shots: unknown ${unknown.join(', ')} (known: ${all.map(key).join(', ')})`);
  return all.filter((t) => wanted.includes(key(t)));
};

const parseSize = (text: string): Size => {
  const match = /^(\d+)x(\d+)$/.exec(text.trim());
  if (!match) throw new Error(`shots: a size is WIDTHxHEIGHT, not ${text}`);
  return { width: Number(match[1]), height: Number(match[2]) };
};

/** The shots of a run, narrowed by `only` (names), `sizes` (`390x844,...`) and `langs` (`en,ru`). */
export function shotPlan(choice: { only?: string; sizes?: string; langs?: string }): { shot: Shot; size: Size; lang: Lang }[] {
  const shots = pick<Shot>(SHOTS, choice.only, (s) => s.name);
  // Any WxH may be asked for (320x568, the smallest phone, is checked by hand rather than shot every run).
  const sizes = choice.sizes ? choice.sizes.split(',').map(parseSize) : [...SIZES];
  const langs = pick<Lang>(LANGS, choice.langs, (l) => l);
  return langs.flatMap((lang) => sizes.flatMap((size) => shots.map((shot) => ({ shot, size, lang }))));
}
