import type { ChestType } from '../../model/index.ts';

/** Lid, body and band colours of each chest: drawn here, no image to load. */
const COLOURS: Record<ChestType, readonly [string, string, string]> = {
  silver: ['#d9dde3', '#9aa3ad', '#5d6670'],
  azure: ['#7cc7ff', '#2f7fc4', '#1b4a78'],
  amber: ['#ffd27a', '#d98b1e', '#7a4a10'],
  gold: ['#ffe680', '#e0b220', '#8a6508'],
  jade: ['#8fe3b0', '#2e9e63', '#165a36'],
  lava: ['#ffb070', '#d2421e', '#5a1408'],
};

/** A chest drawn in its colours; `open` lifts the lid, `locked` greys it. */
export function ChestArt({ type, open = false, locked = false }: { type: ChestType; open?: boolean; locked?: boolean }) {
  const [light, mid, dark] = COLOURS[type];
  return (
    <svg className="chest-art" viewBox="0 0 64 56" width="64" height="56" aria-hidden="true" data-locked={locked}>
      <rect x="6" y="24" width="52" height="28" rx="3" fill={mid} stroke={dark} strokeWidth="2" />
      <rect x="6" y="34" width="52" height="5" fill={dark} opacity=".55" />
      <g transform={open ? 'rotate(-24 6 24)' : undefined}>
        <path d="M6 24 V16 Q32 2 58 16 V24 Z" fill={light} stroke={dark} strokeWidth="2" />
        <rect x="27" y="18" width="10" height="10" rx="2" fill={dark} />
      </g>
      <rect x="28" y="30" width="8" height="10" rx="1.5" fill={light} stroke={dark} strokeWidth="1.5" />
      {open && <circle cx="32" cy="20" r="7" fill="#fff6c4" opacity=".8" />}
    </svg>
  );
}
