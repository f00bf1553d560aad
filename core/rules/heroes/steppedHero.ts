/** The hero `step` places after `heroId` in `order` (wrapping round); `heroId` itself when it is not there. */
export function steppedHero(order: readonly number[], heroId: number, step: number): number {
  const at = order.indexOf(heroId);
  if (at < 0 || order.length === 0) return heroId;
  return order[(((at + step) % order.length) + order.length) % order.length] ?? heroId;
}
