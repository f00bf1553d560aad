import type { ClanBuildingState, ClanBuildingType } from '../../model/index.ts';
import type { BuildingLook } from './clanCourtyard.ts';

/** One building as the clan scene drew it, where it stands on the canvas in CSS pixels from its top left. */
export interface ClanHallProbeBuilding {
  type: ClanBuildingType;
  level: number;
  state: ClanBuildingState;
  look: BuildingLook;
  x: number;
  y: number;
}

/** What the clan scene draws, readable by a browser test as `window.clanHall` (STYLE 13: the scene tells). */
export interface ClanHallProbe {
  theme: number;
  buildings: () => ClanHallProbeBuilding[];
}

declare global {
  interface Window {
    clanHall?: ClanHallProbe;
  }
}

/** Publishes the hall's buildings on `window` while the clan scene is shown; returns the cleanup. */
export function exposeClanHall(probe: ClanHallProbe): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.clanHall = probe;
  return () => {
    if (window.clanHall === probe) delete window.clanHall;
  };
}
