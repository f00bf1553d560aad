import { useEffect, useState } from 'react';
import type { PlatformAdapter, PriceTag } from '../../platform.ts';

/**
 * The host's own price tags for `ids` (its catalogue's currency name and icon), once it has answered; null before
 * that, on a host without a catalogue, or when it fails (the bank then writes prices itself).
 */
export function usePriceTags(adapter: Pick<PlatformAdapter, 'priceTags'>, ids: readonly string[]): Readonly<Record<string, PriceTag>> | null {
  const [tags, setTags] = useState<Readonly<Record<string, PriceTag>> | null>(null);
  const key = ids.join(',');
  useEffect(() => {
    let live = true;
    adapter.priceTags?.(key.split(',')).then(
      (answer) => {
        if (live) setTags(answer);
      },
      (error: unknown) => console.error('host price tags', error),
    );
    return () => {
      live = false;
    };
  }, [adapter, key]);
  return tags;
}
