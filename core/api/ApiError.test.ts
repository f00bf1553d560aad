import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './ApiError.ts';

describe('ApiError.fromResponse', () => {
  it('takes code, message and params from the server ErrorBody', () => {
    const body = JSON.stringify({ code: 'NAME_TOO_LONG', message: 'name over 40', params: { max: 40 } });
    const error = ApiError.fromResponse(400, '/api/security/name/set', body);
    expect(error.code).toBe('NAME_TOO_LONG');
    expect(error.status).toBe(400);
    expect(error.path).toBe('/api/security/name/set');
    expect(error.params).toEqual({ max: 40 });
    expect(error.message).toContain('name over 40');
    expect(error.name).toBe('ApiError');
    expect(error).toBeInstanceOf(Error);
  });

  it('falls back to HTTP for a body that is not an ErrorBody', () => {
    expect(ApiError.fromResponse(502, '/p', '<html>Bad gateway</html>').code).toBe('HTTP');
    expect(ApiError.fromResponse(500, '/p', '').code).toBe('HTTP');
    expect(ApiError.fromResponse(400, '/p', JSON.stringify({ code: 'SOMETHING_ELSE', message: 'x' })).code).toBe('HTTP');
    expect(ApiError.fromResponse(400, '/p', JSON.stringify({ code: 'NOT_FOUND', params: 'bad' })).params).toBeUndefined();
  });
});

describe('isApiError', () => {
  it('accepts an ApiError of this realm', () => {
    expect(isApiError(new ApiError({ code: 'NETWORK', status: 0, path: '/p' }))).toBe(true);
  });

  it('accepts an ApiError made in another realm, where instanceof fails', () => {
    const foreign: unknown = runInNewContext(`
      class ApiError extends Error {
        constructor() { super('from the host frame'); this.name = 'ApiError'; this.code = 'NOT_FOUND'; this.status = 404; this.path = '/p'; }
      }
      new ApiError();
    `);
    expect(foreign instanceof ApiError).toBe(false);
    expect(foreign instanceof Error).toBe(false);
    expect(isApiError(foreign)).toBe(true);
  });

  it('refuses other errors and look-alikes without the fields', () => {
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError({ name: 'ApiError' })).toBe(false);
    expect(isApiError({ name: 'HTTPError', code: 'HTTP', status: 500 })).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('ApiError')).toBe(false);
  });
});
