import { useStore } from 'jotai';
import { useEffect } from 'react';
import { overlayAtom } from '../../state/atoms.ts';
import { closeCreature, stepCreature } from '../../state/creatureView.ts';

/**
 * Escape goes back to the road and the arrow keys walk the squad, unless an overlay page is open over the scene
 * (its own Escape closes it first) or the player is typing.
 */
export function useCreatureKeys(): void {
  const store = useStore();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (store.get(overlayAtom) !== null || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select')) return;
      if (event.key === 'Escape') closeCreature(store);
      else if (event.key === 'ArrowLeft') stepCreature(store, -1);
      else if (event.key === 'ArrowRight') stepCreature(store, 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
