import type { FactoryGiftKind } from '../../model/index.ts';

/** Our own shapes for what the factory gives: a cog, a coin, a red crystal, a blue drop, a sulfur lump, caviar. */
const shapes: Record<FactoryGiftKind, { fill: string; stroke: string; path: string }> = {
  GEARS: {
    fill: '#b8c2cc',
    stroke: '#4a5561',
    path: 'M7 1h2l.4 2 1.5.6 1.7-1.2 1.4 1.4-1.2 1.7.6 1.5 2 .4v2l-2 .4-.6 1.5 1.2 1.7-1.4 1.4-1.7-1.2-1.5.6L9 15H7l-.4-2-1.5-.6-1.7 1.2-1.4-1.4 1.2-1.7L2.6 9 1 9V7l2-.4.6-1.5-1.2-1.7 1.4-1.4 1.7 1.2L6.6 3ZM8 5.5a2.5 2.5 0 1 0 .01 0Z',
  },
  GOLD: { fill: '#f1c24a', stroke: '#8a6424', path: 'M8 1a7 7 0 1 0 0.01 0Z' },
  CRYSTAL: { fill: '#e0485a', stroke: '#6e1521', path: 'M8 1 13 6 8 15 3 6Z' },
  ELIXIR: { fill: '#4aa3f1', stroke: '#16466e', path: 'M8 1C8 1 3 7.5 3 10a5 5 0 0 0 10 0C13 7.5 8 1 8 1Z' },
  SULFUR: { fill: '#e8e04a', stroke: '#7a7214', path: 'M3 9 5 4l5-2 4 4-1 6-5 3-4-2Z' },
  CAVIAR: { fill: '#3a3f52', stroke: '#11131b', path: 'M4 5a2 2 0 1 0 .01 0ZM10 4a2 2 0 1 0 .01 0ZM7 9a2 2 0 1 0 .01 0ZM12 10a2 2 0 1 0 .01 0Z' },
};

export function GiftIcon({ kind }: { kind: FactoryGiftKind }) {
  const shape = shapes[kind];
  return (
    <svg className="clan-fh-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={shape.path} fill={shape.fill} stroke={shape.stroke} strokeWidth="1" fillRule="evenodd" />
    </svg>
  );
}
