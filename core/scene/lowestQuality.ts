import { atom } from 'jotai';

/**
 * Whether the canvas draws at the LOWEST quality (a weak device, or the software renderer: every pixel costs the
 * processor there). Set by GameCanvas from the resolved quality; the scenes' depth layers read it and leave out
 * what costs whole screens of blended pixels and adds little (haze, sunlight, cloud shadows, motes): the frame
 * keeps its world, figures and props. Other qualities draw everything.
 */
export const lowestQualityAtom = atom(false);
