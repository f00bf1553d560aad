/** The loading bar's target: 10 plus 90% of the real progress (technical §4 "Loading progress"), 10..100. */
export const loadingPercent = (realFraction: number): number => {
  const real = Number.isFinite(realFraction) ? Math.min(1, Math.max(0, realFraction)) : 0;
  return Math.round(10 + 90 * real);
};
