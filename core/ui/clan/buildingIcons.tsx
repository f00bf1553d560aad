import type { ClanBuildingType } from '../../model/index.ts';

/** Each building's glyph, drawn here on a 24 square (ours): a star, a shield, a snowflake, a gear, a laurel column. */
const SHAPES: Record<ClanBuildingType, string> = {
  EXPERIENCE: 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z',
  CLAN_SHIELD: 'M12 2l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V5zm0 3.2L7 7v4c0 3.3 2 6.3 5 7.7z',
  SNOW_WORLD:
    'M11 2h2v4.3l2.6-1.6 1 1.7L13 8.6v2.7l2.3-1.3V5.9h2v2.9l3.7-2.2 1 1.7-3.7 2.2 2.5 1.5-1 1.7-3.5-2-2.3 1.3 2.3 1.3 3.5-2 1 1.7-2.5 1.5 3.7 2.2-1 1.7-3.7-2.2v2.9h-2v-4.1L13 12.7v2.7l3.6 2.2-1 1.7-2.6-1.6V22h-2v-4.3l-2.6 1.6-1-1.7 3.6-2.2v-2.7l-2.3 1.3v4.1h-2v-2.9l-3.7 2.2-1-1.7 3.7-2.2-2.5-1.5 1-1.7 3.5 2 2.3-1.3-2.3-1.3-3.5 2-1-1.7 2.5-1.5-3.7-2.2 1-1.7 3.7 2.2V5.9h2v4.1l2.3 1.3V8.6L7.4 6.4l1-1.7L11 6.3z',
  GEAR_FACTORY:
    'M10.3 2h3.4l.5 2.6 1.8.8 2.2-1.5 2.4 2.4-1.5 2.2.8 1.8 2.6.5v3.4l-2.6.5-.8 1.8 1.5 2.2-2.4 2.4-2.2-1.5-1.8.8-.5 2.6h-3.4l-.5-2.6-1.8-.8-2.2 1.5-2.4-2.4 1.5-2.2-.8-1.8L2 13.7v-3.4l2.6-.5.8-1.8-1.5-2.2 2.4-2.4 2.2 1.5 1.8-.8zM12 8.5a3.5 3.5 0 100 7 3.5 3.5 0 000-7z',
  HALL_OF_FAME: 'M3 20h18v2H3zm1-3h16v2H4zM5 9h2v7H5zm4 0h2v7H9zm4 0h2v7h-2zm4 0h2v7h-2zM12 2l9 5v1H3V7z',
};

export function BuildingIcon({ type }: { type: ClanBuildingType }) {
  return (
    <svg className="clan-building-icon" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
      <path d={SHAPES[type]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
