import { CodedError, codedErrorGuard, ErrorCode, type ErrorBody } from '../model/index.ts';

/** A server code, or NETWORK (no answer at all), or HTTP (an answer without a known `ErrorBody`). */
export const ApiErrorCode = { ...ErrorCode, NETWORK: 'NETWORK', HTTP: 'HTTP' } as const;
export type ApiErrorCode = (typeof ApiErrorCode)[keyof typeof ApiErrorCode];

export interface ApiErrorInit {
  code: ApiErrorCode;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  /** The path or URL that was called. */
  path: string;
  message?: string;
  params?: Readonly<Record<string, string | number>>;
  cause?: unknown;
}

/** A failed call: the server's code and facts for the player-facing text, plus the status and path for logs. */
export class ApiError extends CodedError<ApiErrorCode> {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly path: string;
  readonly params: Readonly<Record<string, string | number>> | undefined;

  constructor(init: ApiErrorInit) {
    super(init.code, init.message ?? `${init.code} (${init.status}) on ${init.path}`, { cause: init.cause });
    this.status = init.status;
    this.path = init.path;
    this.params = init.params;
  }

  /** Builds the error from a non-2xx answer, reading the server's `ErrorBody` when the body is one. */
  static fromResponse(status: number, path: string, bodyText: string): ApiError {
    const body = parseErrorBody(bodyText);
    if (!body) return new ApiError({ code: ApiErrorCode.HTTP, status, path, message: `HTTP ${status} on ${path}` });
    return new ApiError({
      code: body.code,
      status,
      path,
      message: `${body.code} (${status}) on ${path}: ${body.message}`,
      ...(body.params ? { params: body.params } : {}),
    });
  }
}

/** Also across realms (host iframes): see `codedErrorGuard`. */
export const isApiError = codedErrorGuard(ApiError, 'ApiError', ApiErrorCode);

function parseErrorBody(text: string): ErrorBody | null {
  if (text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { code, message, params } = value as { code?: unknown; message?: unknown; params?: unknown };
  if (typeof code !== 'string' || !Object.hasOwn(ErrorCode, code)) return null;
  return {
    code: code as ErrorCode,
    message: typeof message === 'string' ? message : '',
    ...(isParams(params) ? { params } : {}),
  };
}

function isParams(value: unknown): value is Record<string, string | number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');
}
