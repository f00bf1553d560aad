export {
  createLiveChannel,
  liveUrl,
  LIVE_HEARTBEAT_MS,
  LIVE_RECONNECT_MS,
  type LiveChannel,
  type LiveChannelOptions,
} from './createLiveChannel.ts';
export { LiveChannelError, LiveChannelErrorCode, isLiveChannelError } from './LiveChannelError.ts';
export { parseLiveNotification } from './parseLiveNotification.ts';
