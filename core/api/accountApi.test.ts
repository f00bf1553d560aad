import { describe, expect, it } from 'vitest';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { listeningServer } from '../../test/support/listeningServer.ts';
import { memoryStorage } from '../../test/support/testApi.ts';
import { ErrorCode, Gender } from '../model/index.ts';
import { createAccountApi } from './accountApi.ts';
import { isApiError } from './ApiError.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { SessionStorageKey } from '../platform.ts';
import { createSocialApi } from './socialApi.ts';

const { server, url } = await listeningServer();

const player = async (name: string) => {
  const { token, info } = await registerTrial(server.app);
  await server.db.query('UPDATE players SET name = $2 WHERE id = $1', [info.player.id, name]);
  const layer = createRequestLayer({
    baseUrl: url,
    storage: memoryStorage({ [SessionStorageKey.authorization]: token }),
    platformHeaders: () => ({}),
    onSessionReload: () => undefined,
    onRedirect: () => undefined,
  });
  return { id: info.player.id, account: createAccountApi(layer), social: createSocialApi(layer) };
};

describe('createAccountApi against the reference server', () => {
  it('sets the gender and rejects a value outside the enum with VALIDATION', async () => {
    const me = await player('Gendered');
    expect((await me.account.setGender(Gender.MALE)).gender).toBe(Gender.MALE);
    const refusal = await me.account.setGender('X' as Gender).catch((e: unknown) => e);
    expect(isApiError(refusal) && refusal.code).toBe(ErrorCode.VALIDATION);
  });

  it('lists the black list and unblocks from it', async () => {
    const me = await player('Listing');
    const pest = await player('Pest');
    expect(await me.account.blocked()).toEqual([]);
    await me.social.mail.block(pest.id);
    expect((await me.account.blocked()).map((b) => [b.id, b.name])).toEqual([[pest.id, 'Pest']]);
    await me.account.unblock(pest.id);
    expect(await me.account.blocked()).toEqual([]);
  });
});
