import { CodedError, codedErrorGuard } from '../model/index.ts';

/** Its one code: a chunk's stylesheet did not load. */
export const PartLoadErrorCode = { PART_LOAD_FAILED: 'PART_LOAD_FAILED' } as const;
export type PartLoadErrorCode = (typeof PartLoadErrorCode)[keyof typeof PartLoadErrorCode];

/**
 * A stylesheet a lazy chunk needs failed to load (core/boot/chunkParts.ts). It rejects the chunk's import, so it fails
 * and is retried the way a chunk that fails to load is (technical §8); a catalog part fails as an import does.
 */
export class PartLoadError extends CodedError<PartLoadErrorCode> {
  override readonly name = 'PartLoadError';
  readonly url: string;

  constructor(url: string) {
    super(PartLoadErrorCode.PART_LOAD_FAILED, `Stylesheet failed to load: ${url}`);
    this.url = url;
  }
}

/** Also across realms (host iframes): see `codedErrorGuard`. */
export const isPartLoadError = codedErrorGuard(PartLoadError, 'PartLoadError', PartLoadErrorCode);
