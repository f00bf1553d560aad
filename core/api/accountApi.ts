import type { BlockedPlayer, Gender, Player } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The account page's own calls (fixtures/server/API.md "Account (issue 15)"); the name, mail-or-phone and password
 * calls are the main client's `security`. Each rejects with an `ApiError` on a non-2xx answer.
 */
export interface AccountApi {
  setGender(gender: Gender): Promise<Player>;
  /** The caller's mail black list, newest block first. */
  blocked(): Promise<BlockedPlayer[]>;
  unblock(id: number): Promise<void>;
}

export function createAccountApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): AccountApi {
  const { get, postForm } = layer;
  return {
    setGender: (gender) => postForm<Player>('/api/player/gender/set', { gender }),
    blocked: () => get<BlockedPlayer[]>('/api/mail/blocked'),
    unblock: async (id) => {
      await postForm(`/api/mail/unblock/${id}`);
    },
  };
}
