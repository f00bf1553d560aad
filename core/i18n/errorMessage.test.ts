import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError.ts';
import { ErrorCode, NAME_MAX } from '../model/index.ts';
import { clientErrorMessages, errorMessage, errorMessages, tooManyRequestsLong } from './errorMessage.ts';
import { setupI18n } from './setupI18n.ts';

describe('errorMessage', () => {
  it('has a distinct text for every error code', () => {
    const codes = Object.values(ErrorCode);
    for (const code of codes) {
      expect(errorMessages[code]?.id, code).toBeTruthy();
    }
    expect(Object.keys(errorMessages).sort()).toEqual([...codes].sort());
    const ids = new Set(codes.map((code) => errorMessages[code].id));
    expect(ids.size).toBe(codes.length);
  });

  it('every text exists in both compiled catalogs', async () => {
    for (const locale of ['en', 'ru'] as const) {
      const missing: string[] = [];
      const i18n = await setupI18n(locale, (m) => missing.push(m));
      for (const descriptor of [...Object.values(errorMessages), ...Object.values(clientErrorMessages)]) i18n._(descriptor);
      expect(missing, locale).toEqual([]);
    }
  });

  it('maps an ApiError to its code text with the server params', async () => {
    const i18n = await setupI18n('en');
    const error = new ApiError({ code: 'NICKNAME_TOO_LONG', status: 400, path: '/api/security/register', params: { max: 12 } });
    expect(i18n._(errorMessage(error))).toBe('The nickname cannot be longer than 12 characters');
  });

  it('maps a validator result, falling back to the limit constants when no params came', async () => {
    const i18n = await setupI18n('en');
    expect(i18n._(errorMessage({ code: 'NAME_TOO_LONG' }))).toBe(`The name cannot be longer than ${NAME_MAX} characters`);
    expect(i18n._(errorMessage({ code: 'PASSWORD_BLANK' }))).toBe('The password cannot be blank');
  });

  it('gives the hero refusals their texts with the server params, in both languages (issue 11)', async () => {
    const shop = new ApiError({ code: 'SHOP_LOCKED', status: 403, path: '/api/heroes/shop/buy', params: { level: 2 } });
    const level = { code: 'LEVEL_TOO_LOW', params: { level: 10 } };
    const en = await setupI18n('en');
    expect(en._(errorMessage(shop))).toBe('This shop opens at level 2');
    expect(en._(errorMessage({ code: 'SLOTS_OCCUPIED' }))).toBe('All slots are occupied');
    const ru = await setupI18n('ru');
    expect(ru._(errorMessage(shop))).toBe('Этот магазин откроется на уровне 2');
    expect(ru._(errorMessage(level))).toBe('Герою нужен 10-й уровень');
    expect(ru._(errorMessage({ code: 'ARTIFACT_NOT_CHOSEN' }))).toBe('Сначала выбери артефакт');
  });

  it('names the wait of a long TOO_MANY_REQUESTS refusal in minutes, in both languages (issue 9)', async () => {
    const refusal = (seconds: number) =>
      new ApiError({ code: 'TOO_MANY_REQUESTS', status: 429, path: '/api/security/login', params: { seconds } });
    const en = await setupI18n('en');
    expect(en._(errorMessage(refusal(10)))).toBe('Too many actions at once, wait a moment');
    expect(en._(errorMessage(refusal(60)))).toBe('Too many actions at once, wait a moment');
    expect(en._(errorMessage(refusal(61)))).toBe('Too many attempts. Try again in 2 minutes');
    expect(en._(errorMessage(refusal(900)))).toBe('Too many attempts. Try again in 15 minutes');
    const missing: string[] = [];
    const ru = await setupI18n('ru', (m) => missing.push(m));
    expect(ru._(errorMessage(refusal(900)))).toBe('Слишком много попыток. Попробуй снова через 15 минут');
    expect(ru._(errorMessage(refusal(61)))).toBe('Слишком много попыток. Попробуй снова через 2 минуты');
    expect(ru._(errorMessage(refusal(21 * 60)))).toBe('Слишком много попыток. Попробуй снова через 21 минуту');
    expect(ru._(errorMessage(refusal(20)))).toBe('Слишком много действий сразу, подожди немного');
    ru._(tooManyRequestsLong);
    expect(missing).toEqual([]);
  });

  it('maps transport failures to the connection text', async () => {
    const i18n = await setupI18n('en');
    const network = new ApiError({ code: 'NETWORK', status: 0, path: '/api/x' });
    const expected = 'Server connection terminated, try to connect later';
    expect(i18n._(errorMessage(network))).toBe(expected);
    expect(i18n._(errorMessage(new TypeError('Failed to fetch')))).toBe(expected);
  });

  it('falls back to a generic text for anything else', async () => {
    const i18n = await setupI18n('en');
    const generic = i18n._(clientErrorMessages.UNKNOWN);
    expect(i18n._(errorMessage(new Error('boom')))).toBe(generic);
    expect(i18n._(errorMessage('boom'))).toBe(generic);
    expect(i18n._(errorMessage(null))).toBe(generic);
    expect(i18n._(errorMessage(new ApiError({ code: 'HTTP', status: 502, path: '/x' })))).toBe(generic);
  });
});
