import { CodedError, codedErrorGuard } from '../model/index.ts';

/** Its one code: the chunk did not arrive in time. */
export const ChunkTimeoutErrorCode = { CHUNK_TIMEOUT: 'CHUNK_TIMEOUT' } as const;
export type ChunkTimeoutErrorCode = (typeof ChunkTimeoutErrorCode)[keyof typeof ChunkTimeoutErrorCode];

/** A code chunk did not arrive in time (technical §8 "Chunk load timeout is 120 s"). */
export class ChunkTimeoutError extends CodedError<ChunkTimeoutErrorCode> {
  override readonly name = 'ChunkTimeoutError';
  readonly timeoutMs: number;
  readonly attempt: number;

  constructor(timeoutMs: number, attempt: number) {
    super(ChunkTimeoutErrorCode.CHUNK_TIMEOUT, `Chunk import timed out after ${timeoutMs} ms (attempt ${attempt})`);
    this.timeoutMs = timeoutMs;
    this.attempt = attempt;
  }
}

/** Also across realms (host iframes): see `codedErrorGuard`. */
export const isChunkTimeoutError = codedErrorGuard(ChunkTimeoutError, 'ChunkTimeoutError', ChunkTimeoutErrorCode);
