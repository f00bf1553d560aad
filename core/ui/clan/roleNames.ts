import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClanRole } from '../../model/index.ts';

/** Role names as players see them (product §6). */
export const roleNames: Record<ClanRole, MessageDescriptor> = {
  LEADER: msg`Leader`,
  SUBLEADER: msg`Temporary leader`,
  DEPUTY_LEADER: msg`Deputy leader`,
  REPRESENTATIVE: msg`Representative`,
  PARTICIPANT: msg`Member`,
  NEWBIE: msg`Newbie`,
};
