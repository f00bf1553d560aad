import { setupI18n as createI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '../model/index.ts';
import { createMissingHandler } from './missingMessage.ts';

/**
 * Explicit branches, not `import(\`./locales/${locale}.ts\`)`: rollup cannot split an import built from a
 * variable (DESIGN "Spike gotchas"), and each catalog must be its own chunk.
 */
async function loadCatalog(locale: Locale): Promise<Messages> {
  const { messages } = locale === 'ru' ? await import('./locales/ru.ts') : await import('./locales/en.ts');
  return messages;
}

/** A lingui instance for one locale with its compiled catalog, where a missing key shows ??? and is logged. */
export async function setupI18n(locale: Locale, log?: (message: string) => void): Promise<I18n> {
  const i18n = createI18n({ missing: createMissingHandler(log) });
  i18n.loadAndActivate({ locale, messages: await loadCatalog(locale) });
  return i18n;
}
