import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';

/**
 * Newer/older for a paged list; pages count from 0 and `total` counts the rows of all pages. The server fixes the
 * page size, so it is learnt from the fullest page seen (the first page is full whenever there is a second).
 */
export function Pager({ page, total, count, onPage }: { page: number; total: number; count: number; onPage(page: number): void }) {
  const { t } = useLingui();
  const size = useRef(0);
  size.current = Math.max(size.current, count);
  const pages = size.current === 0 ? 1 : Math.max(1, Math.ceil(total / size.current));
  const shown = page + 1;
  if (pages <= 1 && page === 0) return null;
  return (
    <div className="moderation-pager">
      <button type="button" className="btn btn-quiet" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        {t`Newer`}
      </button>
      <span className="moderation-muted">{t`Page ${shown} of ${pages}`}</span>
      <button type="button" className="btn btn-quiet" disabled={shown >= pages} onClick={() => onPage(page + 1)}>
        {t`Older`}
      </button>
    </div>
  );
}
