import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  closeManualPage,
  forcesManualAtom,
  loadForcePage,
  loadForcesManual,
  loadManualChapter,
  loadManualContents,
  manualContentsAtom,
  manualPageAtom,
} from '../../state/content.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { ContentText } from './ContentText.tsx';
import './content.css';
import { TabBar } from '../TabBar.tsx';

const ManualTab = { chapters: 'chapters', forces: 'forces' } as const;
type ManualTab = (typeof ManualTab)[keyof typeof ManualTab];
const tabs = Object.values(ManualTab) as readonly ManualTab[];
const tabNames = { chapters: msg`Chapters`, forces: msg`Forces` } as const satisfies Record<ManualTab, unknown>;

/**
 * The game manual and the forces manual (issue 15, product §2): a tab of chapters and a tab of the forces' short
 * descriptions; choosing one shows its whole text with a way back to the list.
 */
export function ManualPage() {
  const { t } = useLingui();
  const store = useStore();
  const [tab, setTab] = useState<ManualTab>(ManualTab.chapters);
  const contents = useAtomValue(manualContentsAtom);
  const forces = useAtomValue(forcesManualAtom);
  const page = useAtomValue(manualPageAtom);
  const [retry, setRetry] = useState<(() => void) | null>(null);

  useEffect(() => {
    closeManualPage(store);
    void loadManualContents(store);
  }, [store]);
  useEffect(() => {
    if (tab === ManualTab.forces && store.get(forcesManualAtom).status === 'idle') void loadForcesManual(store);
  }, [store, tab]);

  const open = (load: () => void): void => {
    setRetry(() => load);
    load();
  };
  const list = tab === ManualTab.chapters ? contents : forces;

  return (
    <OverlayFrame id="manual-page" title={t`Manual`}>
      <div className="content-page manual" data-tab={tab} data-status={page.status === 'idle' ? list.status : page.status}>
        <TabBar
          ariaLabel={t`Manual sections`}
          tabs={tabs}
          current={tab}
          label={(name) => tabNames[name]}
          onPick={(name) => {
            closeManualPage(store);
            setTab(name);
          }}
        />
        {page.status !== 'idle' ? (
          <>
            <button type="button" id="manual-back" className="btn btn-quiet manual-back" onClick={() => closeManualPage(store)}>
              {tab === ManualTab.chapters ? t`Back to the chapters` : t`Back to the forces`}
            </button>
            {page.status === 'failed' ? (
              <LoadFailed error={page.error} onRetry={() => retry?.()} />
            ) : page.status === 'loading' ? (
              <p className="message" role="status">{t`Loading…`}</p>
            ) : (
              <article className="manual-article" data-id={page.value.id}>
                <h3>{page.value.title}</h3>
                {'short' in page.value && <p className="manual-short">{page.value.short}</p>}
                <ContentText text={page.value.text} />
              </article>
            )}
          </>
        ) : list.status === 'failed' ? (
          <LoadFailed
            error={list.error}
            onRetry={() => void (tab === ManualTab.chapters ? loadManualContents(store) : loadForcesManual(store))}
          />
        ) : list.status !== 'ready' ? (
          <p className="message" role="status">{t`Loading…`}</p>
        ) : list.value.length === 0 ? (
          <p className="message">{t`Nothing here yet`}</p>
        ) : tab === ManualTab.chapters && contents.status === 'ready' ? (
          <ol className="manual-list">
            {contents.value.map((chapter) => (
              <li key={chapter.id}>
                <button type="button" className="manual-item" data-id={chapter.id} onClick={() => open(() => void loadManualChapter(store, chapter.id))}>
                  {chapter.title}
                </button>
              </li>
            ))}
          </ol>
        ) : forces.status === 'ready' ? (
          <ul className="manual-list">
            {forces.value.map((force) => (
              <li key={force.id}>
                <button type="button" className="manual-item" data-id={force.id} onClick={() => open(() => void loadForcePage(store, force.id))}>
                  <strong>{force.title}</strong>
                  <span>{force.short}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </OverlayFrame>
  );
}
