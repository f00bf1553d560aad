import { useId } from 'react';

/** The four currencies of the header (technical §9 "Currency forms"). */
export type HeaderResource = 'gold' | 'crystal' | 'elixir' | 'mithril';

/**
 * Cut stones drawn as facets (STYLE-GUIDE.md): the key light comes from the upper left, so the faces towards it are
 * the lightest and those away from it the darkest; a dark outline keeps the shape on any ground. Each facet is
 * [path, colour], the outline last.
 */
const gems: Record<Exclude<HeaderResource, 'gold'>, { facets: readonly (readonly [string, string])[]; outline: string; path: string }> = {
  // Red crystals: a long diamond.
  crystal: {
    path: 'M8 .8 13.4 6 8 15.3 2.6 6Z',
    outline: '#4a0a14',
    facets: [
      ['M8 .8 2.6 6H8Z', '#ff9aa4'],
      ['M8 .8 13.4 6H8Z', '#e8566a'],
      ['M2.6 6 8 15.3V6Z', '#c52e44'],
      ['M13.4 6 8 15.3V6Z', '#7c1424'],
    ],
  },
  // Blue crystals: a six-sided prism standing up.
  elixir: {
    path: 'M8 .6 12 3.6V12L8 15.4 4 12V3.6Z',
    outline: '#0d2f57',
    facets: [
      ['M8 .6 12 3.6 8 6.2 4 3.6Z', '#d6f0ff'],
      ['M4 3.6 8 6.2V15.4L4 12Z', '#7cc4fb'],
      ['M12 3.6 8 6.2V15.4L12 12Z', '#2368b8'],
    ],
  },
  // Emeralds: the step cut, a table framed by four bevels.
  mithril: {
    path: 'M5 1.4h6L14.6 5v6L11 14.6H5L1.4 11V5Z',
    outline: '#093a1e',
    facets: [
      ['M5 1.4h6L10.4 5H5.6Z', '#b4f7c9'],
      ['M1.4 5 5 1.4 5.6 5V11L5 14.6 1.4 11Z', '#6fe09a'],
      ['M14.6 5 11 1.4 10.4 5V11L11 14.6 14.6 11Z', '#1f8a4c'],
      ['M5 14.6h6L10.4 11H5.6Z', '#125c33'],
      ['M5.6 5h4.8v6H5.6Z', '#36b96b'],
    ],
  },
};

/** A glint on the lit corner: the same for every stone and the coin. */
const GLINT = 'M6 3.2 6.5 4.5 7.8 5 6.5 5.5 6 6.8 5.5 5.5 4.2 5 5.5 4.5Z';

export function ResourceIcon({ resource }: { resource: HeaderResource }) {
  // A gradient is found by id in the whole document: each icon names its own, so a hidden one never blanks another.
  const id = `ri${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  if (resource === 'gold') {
    return (
      <svg className="res-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <radialGradient id={id} cx=".34" cy=".3" r=".78">
          <stop offset="0" stopColor="#fff4c2" />
          <stop offset=".45" stopColor="#f2c24a" />
          <stop offset="1" stopColor="#a8701c" />
        </radialGradient>
        <circle cx="8" cy="8" r="7" fill={`url(#${id})`} stroke="#5a3a0c" strokeWidth="1" />
        <circle cx="8" cy="8" r="4.6" fill="none" stroke="#9a6418" strokeWidth=".9" />
        <path d="M4.9 10.8A4.3 4.3 0 0 0 11 4.9" fill="none" stroke="#fff1b8" strokeWidth=".7" opacity=".8" />
        <path d={GLINT} fill="#fff" opacity=".85" />
      </svg>
    );
  }
  const gem = gems[resource];
  return (
    <svg className="res-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#fff" stopOpacity=".35" />
        <stop offset=".55" stopColor="#fff" stopOpacity="0" />
      </linearGradient>
      {gem.facets.map(([d, fill]) => (
        <path key={d} d={d} fill={fill} />
      ))}
      <path d={gem.path} fill={`url(#${id})`} stroke={gem.outline} strokeWidth="1" strokeLinejoin="round" />
      <path d={GLINT} fill="#fff" opacity=".9" />
    </svg>
  );
}
