import { useLingui } from '@lingui/react/macro';
import type { ForumAccessInfo } from '../../model/index.ts';
import { ForumWriteGate } from '../../state/forumWriteGate.ts';
import { banReasonNames } from '../moderation/banReasonNames.ts';

/** Why the player cannot write here yet, told before they try; nothing when they can. */
export function WriteGateNote({ gate, access }: { gate: ForumWriteGate; access: ForumAccessInfo | null }) {
  const { t, i18n } = useLingui();
  if (gate === ForumWriteGate.OPEN) return null;
  const level = access?.requiredLevel ?? 10;
  const ban = access?.ban ?? null;
  const until = ban ? i18n.date(new Date(ban.until), { dateStyle: 'short', timeStyle: 'short' }) : '';
  const reason = ban ? i18n._(banReasonNames[ban.reason]) : '';
  const text =
    gate === ForumWriteGate.BANNED && ban
      ? t`You are banned from writing in the forum until ${until}. Reason: ${reason}.`
      : gate === ForumWriteGate.LEVEL
        ? t`The forum opens for writing at level ${level}. Reading is open to everyone.`
        : gate === ForumWriteGate.CLAN_ROLE
          ? t`Clan newbies read the clan forum; writing opens with the member role.`
          : gate === ForumWriteGate.CLOSED
            ? t`This topic is closed: no new comments.`
            : gate === ForumWriteGate.MODERATORS
              ? t`Only moderators post here. Comments on their topics are open to you.`
              : t`You cannot write here.`;
  return (
    <p className="forum-gate note" data-gate={gate} role="note">
      {text}
    </p>
  );
}
