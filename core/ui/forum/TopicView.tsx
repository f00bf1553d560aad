import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { FORUM_COMMENT_MAX, ForumTopicAccess, type ForumTopic } from '../../model/index.ts';
import { addComment, forumAccessAtom, forumScreenAtom, forumTopicAtom, openTopic, showForumList } from '../../state/forum.ts';
import { commentGate } from '../../state/forumWriteGate.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { Author, When } from './ForumByline.tsx';
import { accessNames, categoryNames } from './forumTexts.ts';
import { ModeratorBar } from './ModeratorBar.tsx';
import { PollView } from './PollView.tsx';
import { TextComposer } from './TextComposer.tsx';
import { TopicComments } from './TopicComments.tsx';
import { TopicEditForm } from './TopicEditForm.tsx';
import { WriteGateNote } from './WriteGateNote.tsx';

/** One topic: its text, poll, the moderator bar, the comments page by page and the composer. */
export function TopicView() {
  const { t } = useLingui();
  const store = useStore();
  const topic = useAtomValue(forumTopicAtom);
  const screen = useAtomValue(forumScreenAtom);

  return (
    <div className="forum-topic-view">
      <button type="button" className="link-btn forum-back" id="forum-back" onClick={() => void showForumList(store)}>
        {t`← All topics`}
      </button>
      {topic.status === 'failed' ? (
        <LoadFailed error={topic.error} onRetry={() => screen.kind === 'topic' && void openTopic(store, screen.id)} />
      ) : topic.status !== 'ready' ? (
        <p className="message" role="status">{t`Loading…`}</p>
      ) : (
        <TopicBody topic={topic.value} />
      )}
    </div>
  );
}

function TopicBody({ topic }: { topic: ForumTopic }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const accessRemote = useAtomValue(forumAccessAtom);
  const access = accessRemote.status === 'ready' ? accessRemote.value : null;
  const [editing, setEditing] = useState(false);
  const gate = commentGate(topic, access);

  return (
    <article className="forum-topic-full" id="forum-topic" data-topic-id={topic.id} data-pinned={topic.pinned} data-closed={topic.closed}>
      <header className="forum-topic-head">
        <h3 className="forum-topic-title">
          {topic.pinned && <span className="badge" data-mark="pinned">{t`Pinned`}</span>}
          {topic.closed && <span className="badge badge-dim" data-mark="closed">{t`Closed`}</span>}
          {topic.access !== ForumTopicAccess.OPEN && (
            <span className="badge badge-dim" data-mark={topic.access}>{i18n._(accessNames[topic.access])}</span>
          )}
          <span id="forum-topic-name">{topic.name}</span>
        </h3>
        <p className="forum-topic-meta">
          <Author author={topic.author} />
          <When at={topic.createdAt} edited={topic.editedAt} />
          <span>{i18n._(categoryNames[topic.category])}</span>
          {topic.tag && <span className="forum-tag">#{topic.tag}</span>}
        </p>
      </header>
      {editing ? (
        <TopicEditForm topic={topic} onDone={() => setEditing(false)} />
      ) : (
        <>
          <div className="forum-text" id="forum-topic-text">
            {topic.text}
          </div>
          {topic.canEdit && (
            <button type="button" className="link-btn" id="forum-edit-topic" onClick={() => setEditing(true)}>
              {t`Edit`}
            </button>
          )}
        </>
      )}
      <PollView topic={topic} />
      {topic.canModerate && <ModeratorBar topic={topic} />}
      <TopicComments topic={topic} />
      {topic.canComment ? (
        <TextComposer
          id="forum-composer"
          label={t`Your comment`}
          max={FORUM_COMMENT_MAX}
          submitLabel={t`Send`}
          onSend={(text) => addComment(store, topic.id, text)}
        />
      ) : (
        <WriteGateNote gate={gate} access={access} />
      )}
    </article>
  );
}

