import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { expect, it } from 'vitest';

it('expands lingui macros under vitest', () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const d = msg`Loading ${5}%`;
  expect(i18n._(d)).toBe('Loading 5%');
});
