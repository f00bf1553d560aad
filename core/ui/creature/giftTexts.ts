import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GiftMarker } from '../../rules/index.ts';

/** What a gift's marker means, in words (the list's labels and tooltips). */
export const giftMarkerNames: Record<GiftMarker, MessageDescriptor> = {
  lock: msg`Studied to its cap`,
  arrows: msg`Can be upgraded`,
  timer: msg`Upgrade under way`,
  study: msg`Not studied yet`,
};
