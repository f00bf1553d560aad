import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { ForumModeration, type ForumCategory, type ForumTopic } from '../../model/index.ts';
import { forumBusyAtom, moderateTopic } from '../../state/forum.ts';
import { categoryNames, sectionCategories } from './forumTexts.ts';

/** A moderator's tools on a topic: pin, close, move to another category of its section, delete. */
export function ModeratorBar({ topic }: { topic: ForumTopic }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(forumBusyAtom);
  const categories = sectionCategories[topic.section].filter((c) => c !== topic.category);
  const [target, setTarget] = useState<ForumCategory | ''>('');
  const [confirming, setConfirming] = useState(false);
  const act = (action: ForumModeration, category?: ForumCategory) => void moderateTopic(store, topic.id, action, category);

  return (
    <div className="forum-mod-bar" id="forum-mod-bar" role="toolbar" aria-label={t`Moderator tools`}>
      <span className="forum-mod-title">{t`Moderator`}</span>
      <button type="button" className="btn btn-quiet" data-action={topic.pinned ? 'UNPIN' : 'PIN'} disabled={busy}
        onClick={() => act(topic.pinned ? ForumModeration.UNPIN : ForumModeration.PIN)}>
        {topic.pinned ? t`Unpin` : t`Pin`}
      </button>
      <button type="button" className="btn btn-quiet" data-action={topic.closed ? 'OPEN' : 'CLOSE'} disabled={busy}
        onClick={() => act(topic.closed ? ForumModeration.OPEN : ForumModeration.CLOSE)}>
        {topic.closed ? t`Reopen` : t`Close`}
      </button>
      <select className="input" aria-label={t`Move to a category`} value={target} onChange={(event) => setTarget(event.target.value as ForumCategory | '')}>
        <option value="">{t`Move to…`}</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {i18n._(categoryNames[category])}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn-quiet" data-action="MOVE" disabled={busy || target === ''}
        onClick={() => target !== '' && act(ForumModeration.MOVE, target)}>
        {t`Move`}
      </button>
      {confirming ? (
        <span className="confirm forum-confirm">
          {t`Delete this topic and its comments for good?`}
          <span className="forum-actions">
            <button type="button" className="btn btn-quiet" onClick={() => setConfirming(false)}>{t`Keep`}</button>
            <button type="button" className="btn forum-danger" data-action="DELETE" disabled={busy} onClick={() => act(ForumModeration.DELETE)}>
              {t`Delete`}
            </button>
          </span>
        </span>
      ) : (
        <button type="button" className="btn btn-quiet forum-danger-quiet" data-action="ASK_DELETE" onClick={() => setConfirming(true)}>
          {t`Delete topic`}
        </button>
      )}
    </div>
  );
}

