import { useLingui } from '@lingui/react/macro';
import { durationParts } from '../rules/index.ts';

/** "3 h", "2 d" in the player's language (technical §9 units): a booster's or a sale's time left. */
export function useDuration(): (ms: number) => string {
  const { t } = useLingui();
  return (ms) => {
    const { unit, value } = durationParts(ms);
    switch (unit) {
      case 's': return t`${value} s`;
      case 'm': return t`${value} min`;
      case 'h': return t`${value} h`;
      case 'd': return t`${value} d`;
    }
  };
}
