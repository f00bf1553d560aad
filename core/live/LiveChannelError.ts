import { CodedError, codedErrorGuard } from '../model/index.ts';

/** What went wrong on the real-time channel. */
export const LiveChannelErrorCode = {
  /** A message body that is not a `LiveNotification` (ignored). */
  MALFORMED_MESSAGE: 'MALFORMED_MESSAGE',
  /** The broker answered an ERROR frame (a refused token or destination); the socket closes after it. */
  BROKER_ERROR: 'BROKER_ERROR',
  /** The WebSocket itself failed. */
  SOCKET_ERROR: 'SOCKET_ERROR',
} as const;
export type LiveChannelErrorCode = (typeof LiveChannelErrorCode)[keyof typeof LiveChannelErrorCode];

/** A failure of the real-time channel, with the destination or broker message it concerns. */
export class LiveChannelError extends CodedError<LiveChannelErrorCode> {
  override readonly name = 'LiveChannelError';
  /** The STOMP destination, when the failure concerns one message. */
  readonly destination: string | undefined;

  constructor(code: LiveChannelErrorCode, message: string, options: { destination?: string; cause?: unknown } = {}) {
    super(code, `Live: ${message}`, { cause: options.cause });
    this.destination = options.destination;
  }
}

/** Also across realms (host iframes): see `codedErrorGuard`. */
export const isLiveChannelError = codedErrorGuard(LiveChannelError, 'LiveChannelError', LiveChannelErrorCode);
