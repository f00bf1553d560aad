import { useLingui } from '@lingui/react/macro';
import type { ClanRole } from '../../model/index.ts';
import { roleNames } from './roleNames.ts';

/** Role names as one list in the player's language ("Leader, Temporary leader and Deputy leader"). */
export function useRoleList(roles: readonly ClanRole[]): string {
  const { i18n } = useLingui();
  return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(roles.map((role) => i18n._(roleNames[role])));
}
