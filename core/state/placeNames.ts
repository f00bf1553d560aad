import { atom } from 'jotai/vanilla';

/**
 * Short, already translated names of the road's places by imageId ("gold", "portal", a lair's monster kind), for
 * the labels the road scene draws. The scene may not import translations (scripts/dependency-rules.mjs
 * "scene-beside-ui"), so the app fills this from the catalogs and the scene only reads strings.
 */
export const placeNamesAtom = atom<Readonly<Record<string, string>>>({});
