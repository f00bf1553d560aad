import { ForceMarkKind, UpgradeKind } from '../../model/index.ts';
import type { ForceId, ForceUpgrade, HeroCatalog, HeroView, Upgrade } from '../../model/index.ts';

/**
 * What a gift around the hero wears (issue 11 "forces (the gifts around the hero; studied marked with a lock,
 * upgradable with two arrows …)"): a lock once studied to its cap, two arrows while it can rise, its timer while it
 * rises, and a study mark while not studied yet.
 */
export const GiftMarker = {
  lock: 'lock',
  arrows: 'arrows',
  timer: 'timer',
  study: 'study',
} as const;
export type GiftMarker = (typeof GiftMarker)[keyof typeof GiftMarker];

const MARKER_OF: Record<Exclude<ForceMarkKind, 'incompatible'>, GiftMarker> = {
  locked: GiftMarker.lock,
  upgradable: GiftMarker.arrows,
  upgrading: GiftMarker.timer,
  learnable: GiftMarker.study,
};

/** One force of a hero as its page shows it. */
export interface ForceGift {
  force: ForceId;
  /** 0 while not studied. */
  rank: number;
  cap: number;
  marker: GiftMarker;
  /** The upgrade raising it now, if any (its times are on the server clock). */
  upgrade: ForceUpgrade | null;
}

/**
 * The forces a hero may hold, in its class's circle order (the order they are studied in), each with its rank, cap
 * and marker. The marks are the server's (`HeroView.forceMarks`); a running upgrade shows as a timer even when the
 * roster has not been asked again since it started.
 */
export function forceGifts(view: HeroView, upgrades: readonly Upgrade[], catalog: HeroCatalog): ForceGift[] {
  const circle = catalog.classes[view.hero.heroClass].forces;
  const others = (Object.keys(view.forceMarks) as ForceId[]).filter((f) => !circle.includes(f));
  return [...circle, ...others]
    .filter((force) => view.forceMarks[force] !== undefined && view.forceMarks[force] !== ForceMarkKind.incompatible)
    .map((force) => {
      const upgrade =
        upgrades.find((u): u is ForceUpgrade => u.kind === UpgradeKind.force && u.heroId === view.hero.id && u.force === force) ?? null;
      const rank = view.hero.forces[force] ?? 0;
      const mark = view.forceMarks[force] as Exclude<ForceMarkKind, 'incompatible'>;
      return {
        force,
        rank,
        cap: view.forceCaps[force] ?? rank,
        marker: upgrade ? GiftMarker.timer : MARKER_OF[mark],
        upgrade,
      };
    });
}
