/**
 * The referral code of the page's `ref` query parameter, read only where the host enables referrals
 * (technical §5, product §6).
 */
export function referralCode(search: string, referralEnabled: boolean): string | undefined {
  if (!referralEnabled) return undefined;
  const ref = new URLSearchParams(search).get('ref')?.trim();
  return ref ? ref : undefined;
}
