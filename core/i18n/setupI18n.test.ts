import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from './errorMessage.ts';
import { MISSING_TEXT } from './missingMessage.ts';
import { setupI18n } from './setupI18n.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('setupI18n', () => {
  it('renders a known message in Russian from the compiled catalog', async () => {
    const i18n = await setupI18n('ru');
    expect(i18n.locale).toBe('ru');
    const text = i18n._(errorMessages.PASSWORD_BLANK);
    expect(text).not.toBe(MISSING_TEXT);
    expect(text).toMatch(/[а-я]/i);
  });

  it('fills placeholders from the descriptor values', async () => {
    const i18n = await setupI18n('en');
    expect(i18n._({ ...errorMessages.NAME_TOO_LONG, values: { max: 40 } })).toBe('The name cannot be longer than 40 characters');
  });

  it('a missing key shows ??? and is logged with its id (product §8)', async () => {
    const logged: string[] = [];
    const i18n = await setupI18n('en', (m) => logged.push(m));
    // Ids built at run time, so the extractor does not put them into the catalogs.
    const id = ['no', 'such', 'key'].join('.');
    expect(i18n._(id)).toBe(MISSING_TEXT);
    expect(logged).toEqual(['Missing message "no.such.key" in the "en" catalog']);
    expect(i18n._(errorMessages.PASSWORD_BLANK)).toBe('The password cannot be blank');
    expect(logged).toHaveLength(1);
  });

  it('logs a missing key through console.error by default, which the error reporter forwards', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await setupI18n('ru');
    const id = ['missing', 'id'].join('.');
    expect(i18n._(id)).toBe(MISSING_TEXT);
    expect(spy).toHaveBeenCalledWith('Missing message "missing.id" in the "ru" catalog');
  });
});
