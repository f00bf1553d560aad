import { ForumSection, type ForumAccessInfo, type ForumCategory, type ForumTopic } from '../model/index.ts';
import { mayOpenTopicIn } from '../rules/forumAccess.ts';

/**
 * Why the caller cannot write here, told before they try (issue 15 "Tell the player before they try"): OPEN — they
 * may; BANNED — a forum ban (its reason and end are in the access info); LEVEL — below the forum level; CLAN_ROLE —
 * a clan newbie without the member role; CLOSED — a closed topic; MODERATORS — a category only moderators open
 * topics in (news, rules); DENIED — the server says no for another reason.
 */
export const ForumWriteGate = {
  OPEN: 'OPEN',
  BANNED: 'BANNED',
  LEVEL: 'LEVEL',
  CLAN_ROLE: 'CLAN_ROLE',
  CLOSED: 'CLOSED',
  MODERATORS: 'MODERATORS',
  DENIED: 'DENIED',
} as const;
export type ForumWriteGate = (typeof ForumWriteGate)[keyof typeof ForumWriteGate];

/** Whether the caller may open a topic in `section` (in `category`, when one is picked), and the first reason why not. */
export function forumWriteGate(access: ForumAccessInfo, section: ForumSection, category?: ForumCategory): ForumWriteGate {
  const allowed = section === ForumSection.CLAN ? access.canWriteClan : access.canWriteGeneral;
  if (allowed) return category === undefined || mayOpenTopicIn(access.moderator, category) ? ForumWriteGate.OPEN : ForumWriteGate.MODERATORS;
  if (access.ban) return ForumWriteGate.BANNED;
  if (access.level < access.requiredLevel) return ForumWriteGate.LEVEL;
  if (section === ForumSection.CLAN && access.clanId !== null) return ForumWriteGate.CLAN_ROLE;
  return ForumWriteGate.DENIED;
}

/**
 * Whether the caller may comment in `topic`: the server's `canComment` decides (a guest topic lets low levels
 * comment, a moderator writes in a closed one); the reason shown is the closure first, then the section's gate.
 */
export function commentGate(topic: ForumTopic, access: ForumAccessInfo | null): ForumWriteGate {
  if (topic.canComment) return ForumWriteGate.OPEN;
  if (topic.closed) return ForumWriteGate.CLOSED;
  if (!access) return ForumWriteGate.DENIED;
  const gate = forumWriteGate(access, topic.section);
  return gate === ForumWriteGate.OPEN ? ForumWriteGate.DENIED : gate;
}
