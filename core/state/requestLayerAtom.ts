import { atom } from 'jotai/vanilla';
import type { RequestLayer } from '../api/createRequestLayer.ts';

/**
 * The app's request layer (startApp sets it), for clients a lazy chunk builds on first use, so their code stays
 * out of the startup chunk (issue 11: the heroes client comes with the heroes page).
 */
export const requestLayerAtom = atom<RequestLayer | null>(null);
