/** Issue 15 "Account self-service": the gender a player set on their profile (product §2); UNSET until they choose. */
export const Gender = { MALE: 'MALE', FEMALE: 'FEMALE', UNSET: 'UNSET' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

/** One player on the caller's mail black list (GET /api/mail/blocked), newest block first. */
export interface BlockedPlayer {
  id: number;
  name: string;
  /** When the caller blocked them (ms since the epoch). */
  blockedAt: number;
}
