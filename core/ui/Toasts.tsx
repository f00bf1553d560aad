import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { toastAtom } from '../state/atoms.ts';
import { hideToastAtom } from '../state/overlays.ts';

/** How long a toast stays; long enough to read two lines. */
export const TOAST_MS = 4000;

/** The transient message of `toastAtom`, announced politely to screen readers. */
export function Toasts() {
  const toast = useAtomValue(toastAtom);
  const hide = useSetAtom(hideToastAtom);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => hide(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, hide]);

  return (
    <div className="toasts" role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className="toast">
          {toast.text}
        </div>
      )}
    </div>
  );
}
