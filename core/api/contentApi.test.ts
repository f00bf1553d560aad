import { describe, expect, it } from 'vitest';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { listeningServer } from '../../test/support/listeningServer.ts';
import { memoryStorage } from '../../test/support/testApi.ts';
import { ErrorCode, forceIds, manualChapterIds } from '../model/index.ts';
import { isApiError } from './ApiError.ts';
import { createContentApi } from './contentApi.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { SessionStorageKey } from '../platform.ts';

const { server, url } = await listeningServer();

const contentClient = (token: string | null) =>
  createContentApi(
    createRequestLayer({
      baseUrl: url,
      storage: memoryStorage(token ? { [SessionStorageKey.authorization]: token } : {}),
      platformHeaders: () => ({}),
      onSessionReload: () => undefined,
      onRedirect: () => undefined,
    }),
  );

describe('createContentApi against the reference server', () => {
  it('reads the manual and the forces in the asked language, and rejects an unknown force with NOT_FOUND', async () => {
    const api = contentClient(null);
    expect((await api.manualContents('ru')).map((c) => c.id)).toEqual(manualChapterIds);
    expect((await api.manualChapter('en', 'arena')).title).toBe('The arena');
    expect((await api.forces('ru')).map((f) => f.id)).toEqual(forceIds);
    expect((await api.force('ru', 'life')).text).toContain('За ранг: атака +0%, защита +0%, здоровье +4%.');
    const missing = await api.force('en', 'thunder').catch((error: unknown) => error);
    expect(isApiError(missing) && [missing.status, missing.code]).toEqual([404, ErrorCode.NOT_FOUND]);
    expect((await api.languages()).filter((l) => l.available).map((l) => l.langId)).toEqual(['RU', 'EN']);
  });

  it('marks the last news seen for an older player', async () => {
    const { token, info } = await registerTrial(server.app);
    await server.db.query("UPDATE players SET created_at = '2025-01-01' WHERE id = $1", [info.player.id]);
    const api = contentClient(token);
    const news = await api.lastNews('en');
    expect(news.isNew).toBe(true);
    await api.markNewsSeen(news.id);
    expect((await api.lastNews('en')).isNew).toBe(false);
  });
});
