/** The four currencies of the header (technical §9 "Currency forms"). */
export type HeaderResource = 'gold' | 'crystal' | 'elixir' | 'mithril';

/** Simple shapes of our own: a coin, a red crystal, a blue drop, a green emerald. */
const shapes: Record<HeaderResource, { fill: string; stroke: string; path: string }> = {
  gold: { fill: '#f1c24a', stroke: '#8a6424', path: 'M8 1a7 7 0 1 0 0.01 0Z' },
  crystal: { fill: '#e0485a', stroke: '#6e1521', path: 'M8 1 13 6 8 15 3 6Z' },
  elixir: { fill: '#4aa3f1', stroke: '#16466e', path: 'M8 1C8 1 3 7.5 3 10a5 5 0 0 0 10 0C13 7.5 8 1 8 1Z' },
  mithril: { fill: '#3fcf7a', stroke: '#14613a', path: 'M5 1h6l4 5-7 9-7-9Z' },
};

export function ResourceIcon({ resource }: { resource: HeaderResource }) {
  const shape = shapes[resource];
  return (
    <svg className="res-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={shape.path} fill={shape.fill} stroke={shape.stroke} strokeWidth="1.2" />
    </svg>
  );
}
