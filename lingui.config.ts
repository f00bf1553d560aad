import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ru'],
  format: formatter({ lineNumbers: false }),
  catalogs: [{ path: '<rootDir>/core/i18n/locales/{locale}', include: ['<rootDir>/core', '<rootDir>/platforms'] }],
  compileNamespace: 'ts',
});
