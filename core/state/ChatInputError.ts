import { CodedError, codedErrorGuard, ErrorCode } from '../model/index.ts';
import type { ValidationFailure } from '../rules/index.ts';

/** Why a chat or mail text is refused before it is sent (product §5): the codes `validateChatText` answers. */
export const ChatInputErrorCode = { TEXT_EMPTY: ErrorCode.TEXT_EMPTY, TEXT_TOO_LONG: ErrorCode.TEXT_TOO_LONG } as const;
export type ChatInputErrorCode = (typeof ChatInputErrorCode)[keyof typeof ChatInputErrorCode];

/** A refused chat or mail text, with the limits its player-facing text names. */
export interface ChatInputFailure extends ValidationFailure {
  code: ChatInputErrorCode;
}

/** A refused input, thrown by an action so the page shows it like a server refusal. */
export class ChatInputError extends CodedError<ChatInputErrorCode> {
  override readonly name = 'ChatInputError';
  readonly params: ValidationFailure['params'];

  constructor(failure: ChatInputFailure) {
    super(failure.code, `Chat: refused input (${failure.code})`);
    this.params = failure.params;
  }
}

/** Also across realms (host iframes): see `codedErrorGuard`. */
export const isChatInputError = codedErrorGuard(ChatInputError, 'ChatInputError', ChatInputErrorCode);
