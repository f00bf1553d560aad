import type { I18n } from '@lingui/core';
import type { ClanPermission } from '../../model/index.ts';
import { rolesWith } from '../../rules/index.ts';
import { roleNames } from './roleNames.ts';

/** The roles holding `permission`, as a list in the player's language ("Leader, Deputy leader and Representative"). */
export const permissionHolders = (i18n: I18n, permission: ClanPermission): string =>
  new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(rolesWith(permission).map((role) => i18n._(roleNames[role])));
