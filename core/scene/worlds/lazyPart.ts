import { useEffect, useState, type ComponentType } from 'react';

/**
 * A scene part kept out of the first road frame's chunk: `load()` starts (once) the import of its chunk, `use()`
 * gives the component once it is there and null until then, without suspending the scene around it (the part pops
 * in; a loading scene that awaits `load()` first sees it from its first frame). `use(false)` waits: the road asks
 * for its depth once its first frame is drawn, so the chunk never competes with that frame's files.
 */
export function lazyPart<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const load = (): Promise<ComponentType<P>> => {
    pending ??= importer().then((m) => (loaded = m.default));
    return pending;
  };
  const usePart = (wanted = true): ComponentType<P> | null => {
    const [part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (part || !wanted) return;
      let live = true;
      load()
        .then((c) => live && setPart(() => c))
        .catch((error: unknown) => console.error('Scene: a part was not loaded', error));
      return () => {
        live = false;
      };
    }, [part, wanted]);
    return part;
  };
  return { load, usePart };
}

/** The battle's backdrop and lights. */
export const battleBackdrop = lazyPart(() => import('./BattleBackdrop.tsx'));

/** The road's depth: haze, canopy, clouds, motes, New Year garlands (from the second road frame on). */
export const roadDepth = lazyPart(() => import('./RoadDepth.tsx'));
