import { useEffect, useId, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { closeOverlayAtom } from '../state/overlays.ts';

/** The frame of an overlay page: a labelled dialog with a close button; Escape closes it too. */
export function OverlayFrame({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useLingui();
  const close = useSetAtom(closeOverlayAtom);
  const titleId = useId();

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close]);

  return (
    <div className="overlay">
      <section id={id} className="panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-btn panel-close" aria-label={t`Close`} onClick={() => close()}>
          ✕
        </button>
        {children}
      </section>
    </div>
  );
}
