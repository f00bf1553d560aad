import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import type { RequestLayer } from '../api/createRequestLayer.ts';
import type { StoreAccess } from './character.ts';

/**
 * The app's request layer (startApp sets it), for clients a lazy chunk builds on first use, so their code stays
 * out of the startup chunk (issue 11: the heroes client comes with the heroes page).
 */
export const requestLayerAtom = atom<RequestLayer | null>(null);

/**
 * The client `clientAtom` holds, made by `create` from the request layer on first use (tests may set their own
 * first). An action before the app set the request layer is a programming error, named after the `client`.
 */
export function lazyClient<T>(
  store: StoreAccess,
  clientAtom: PrimitiveAtom<T | null>,
  create: (layer: RequestLayer) => T,
  client: string,
): T {
  const held = store.get(clientAtom);
  if (held) return held;
  const layer = store.get(requestLayerAtom);
  if (!layer) throw new Error(`State: no request layer for the ${client} client (startApp sets requestLayerAtom)`);
  const made = create(layer);
  store.set(clientAtom, made);
  return made;
}
