import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { OverlayName } from '../../state/atoms.ts';
import { loadNews, newsAtom } from '../../state/content.ts';
import { openOverlay } from '../../state/overlays.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { ContentText } from './ContentText.tsx';
import './content.css';

/** The last news (issue 15): opened at start-up when new; closing it marks it seen (state/content.ts). */
export function NewsPage() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const news = useAtomValue(newsAtom);

  useEffect(() => {
    if (store.get(newsAtom).status === 'idle') void loadNews(store);
  }, [store]);

  return (
    <OverlayFrame id="news-page" title={t`News`}>
      <div className="content-page" data-status={news.status}>
        {news.status === 'failed' ? (
          <LoadFailed error={news.error} onRetry={() => void loadNews(store)} />
        ) : news.status !== 'ready' ? (
          <p className="message" role="status">{t`Loading…`}</p>
        ) : (
          <article className="news-entry">
            <h3>{news.value.title}</h3>
            <p className="news-date">{i18n.date(new Date(news.value.date), { dateStyle: 'long', timeZone: 'UTC' })}</p>
            <ContentText text={news.value.text} />
          </article>
        )}
        <button type="button" id="news-manual" className="btn btn-quiet" onClick={() => openOverlay(store, OverlayName.manual)}>
          {t`Open the manual`}
        </button>
      </div>
    </OverlayFrame>
  );
}
