import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccessLevel } from '../../model/index.ts';

/** The access levels of product §3 as the moderator tools name them. */
export const accessLevelNames: Record<AccessLevel, MessageDescriptor> = {
  TRIAL: msg({ context: 'access level', message: 'Trial player' }),
  PLAYER: msg({ context: 'access level', message: 'Player' }),
  MODERATOR: msg({ context: 'access level', message: 'Moderator' }),
  ADMIN: msg({ context: 'access level', message: 'Administrator' }),
  GOD: msg({ context: 'access level', message: 'Developer' }),
};
