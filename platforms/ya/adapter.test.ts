import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/support/testApi.ts';
import { createYandexAdapter } from './adapter.ts';
import type { YaGames, YaSdk } from './YaGames.ts';

/** The SDK's start only: what the language needs (Yandex's own script is not loaded in Node). */
const startingSdk = (lang: string) => {
  let inits = 0;
  const yaGames: YaGames = {
    init: async () => {
      inits += 1;
      return { environment: { i18n: { lang } } } as YaSdk;
    },
  };
  return { yaGames, inits: () => inits };
};

describe('Yandex adapter language', () => {
  it('names the language of the started SDK (requirement 2.14), Russian as Russian and any other as English', async () => {
    for (const [lang, locale] of [['ru', 'ru'], ['en', 'en'], ['tr', 'en']] as const) {
      const { yaGames } = startingSdk(lang);
      expect(await createYandexAdapter({ yaGames, storage: memoryStorage() }).hostLocale?.()).toBe(locale);
    }
  });

  it('starts the SDK once however often the language is asked', async () => {
    const sdk = startingSdk('ru');
    const adapter = createYandexAdapter({ yaGames: sdk.yaGames, storage: memoryStorage() });
    await adapter.hostLocale?.();
    await adapter.hostLocale?.();
    expect(sdk.inits()).toBe(1);
  });
});
