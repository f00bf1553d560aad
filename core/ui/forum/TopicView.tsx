import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/errorMessage.ts';
import {
  FORUM_COMMENT_MAX,
  FORUM_TOPIC_NAME_MAX,
  FORUM_TOPIC_TEXT_MAX,
  ForumModeration,
  ForumTopicAccess,
  type ForumCategory,
  type ForumComment,
  type ForumTopic,
} from '../../model/index.ts';
import {
  addComment,
  deleteComment,
  editComment,
  editTopic,
  forumAccessAtom,
  forumBusyAtom,
  forumCommentsAtom,
  forumScreenAtom,
  forumTopicAtom,
  loadComments,
  moderateTopic,
  openTopic,
  showForumList,
} from '../../state/forum.ts';
import { playerAtom } from '../../state/atoms.ts';
import { commentGate } from '../../state/forumWriteGate.ts';
import { openProfile } from '../../state/social.ts';
import { FormError } from '../FormError.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { NewCommentsBar } from './NewCommentsBar.tsx';
import { useAction } from '../useAction.ts';
import { accessNames, categoryNames, sectionCategories } from './forumTexts.ts';
import { PollView } from './PollView.tsx';
import { TextComposer, textLength } from './TextComposer.tsx';
import { Pages } from './TopicList.tsx';
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

function When({ at, edited }: { at: number; edited: number | null }) {
  const { t, i18n } = useLingui();
  const format = (ms: number): string => i18n.date(new Date(ms), { dateStyle: 'short', timeStyle: 'short' });
  const editedAt = edited === null ? null : format(edited);
  return (
    <span className="forum-when">
      <time dateTime={new Date(at).toISOString()}>{format(at)}</time>
      {editedAt !== null && <span className="forum-edited">{t`edited ${editedAt}`}</span>}
    </span>
  );
}

function Author({ author }: { author: { id: number; name: string } }) {
  const store = useStore();
  const { t } = useLingui();
  const name = author.name;
  return (
    <button
      type="button"
      className="link-btn name-btn forum-author"
      data-author-id={author.id}
      aria-label={t`Profile of ${name}`}
      onClick={() => openProfile(store, { kind: 'player', id: author.id })}
    >
      {name}
    </button>
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
      <Comments topic={topic} />
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

function TopicEditForm({ topic, onDone }: { topic: ForumTopic; onDone(): void }) {
  const { t } = useLingui();
  const store = useStore();
  const [name, setName] = useState(topic.name);
  const [text, setText] = useState(topic.text);
  const save = useAction(async () => {
    await editTopic(store, topic.id, name.trim(), text);
    onDone();
  });
  const nameLength = textLength(name);
  const textLen = textLength(text);
  const nameMax = FORUM_TOPIC_NAME_MAX;
  const textMax = FORUM_TOPIC_TEXT_MAX;
  const invalid = nameLength === 0 || nameLength > nameMax || textLen === 0 || textLen > textMax;
  return (
    <form
      className="form forum-edit"
      id="forum-topic-edit"
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) void save.run();
      }}
    >
      <label className="field">
        <span>{t`Name`}</span>
        <input className="input" value={name} onChange={(event) => setName(event.target.value)} />
        <span className="composer-count" data-over={nameLength > nameMax ? 'true' : undefined}>
          {nameLength}/{nameMax}
        </span>
      </label>
      <label className="field">
        <span>{t`Text`}</span>
        <textarea className="input composer-text" rows={8} value={text} onChange={(event) => setText(event.target.value)} />
        <span className="composer-count" data-over={textLen > textMax ? 'true' : undefined}>
          {textLen}/{textMax}
        </span>
      </label>
      {save.state.status === 'failed' && <FormError error={errorMessage(save.state.error)} />}
      <div className="form-actions">
        <button type="button" className="btn btn-quiet" onClick={onDone}>
          {t`Cancel`}
        </button>
        <button type="submit" className="btn" disabled={invalid || save.busy}>
          {t`Save`}
        </button>
      </div>
    </form>
  );
}

function ModeratorBar({ topic }: { topic: ForumTopic }) {
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

function Comments({ topic }: { topic: ForumTopic }) {
  const { t } = useLingui();
  const store = useStore();
  const comments = useAtomValue(forumCommentsAtom);
  return (
    <section className="forum-comments" aria-label={t`Comments`}>
      <h4 className="forum-h">{t`Comments`}</h4>
      <NewCommentsBar topicId={topic.id} />
      {comments.status === 'failed' ? (
        <LoadFailed error={comments.error} onRetry={() => void loadComments(store, 0)} />
      ) : comments.status !== 'ready' ? (
        <p className="message" role="status">{t`Loading…`}</p>
      ) : comments.value.comments.length === 0 ? (
        <p className="forum-empty-comments" id="forum-no-comments">{t`No comments yet.`}</p>
      ) : (
        <>
          <ol className="forum-comment-list" id="forum-comments">
            {comments.value.comments.map((comment) => (
              <CommentRow key={comment.id} comment={comment} topic={topic} />
            ))}
          </ol>
          <Pages id="forum-comment-pages" page={comments.value.page} total={comments.value.total} onPage={(page) => void loadComments(store, page)} />
        </>
      )}
    </section>
  );
}

function CommentRow({ comment, topic }: { comment: ForumComment; topic: ForumTopic }) {
  const { t } = useLingui();
  const store = useStore();
  const me = useAtomValue(playerAtom);
  const busy = useAtomValue(forumBusyAtom);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A comment carries no canEdit: its author may edit it (the server refuses anyone else with ACCESS_DENIED).
  const mine = me !== null && comment.author.id === me.id;
  return (
    <li className="forum-comment" data-comment-id={comment.id}>
      <p className="msg-meta">
        <Author author={comment.author} />
        <When at={comment.createdAt} edited={comment.editedAt} />
      </p>
      {editing ? (
        <TextComposer
          id={`forum-comment-edit-${comment.id}`}
          label={t`Your comment`}
          max={FORUM_COMMENT_MAX}
          initial={comment.text}
          submitLabel={t`Save`}
          onSend={async (text) => {
            await editComment(store, comment.id, text);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="forum-text">{comment.text}</div>
      )}
      <span className="forum-actions">
        {mine && !editing && (
          <button type="button" className="link-btn" data-action="edit-comment" onClick={() => setEditing(true)}>
            {t`Edit`}
          </button>
        )}
        {topic.canModerate &&
          (confirming ? (
            <>
              <button type="button" className="link-btn" onClick={() => setConfirming(false)}>{t`Keep`}</button>
              <button type="button" className="link-btn forum-danger-quiet" data-action="delete-comment" disabled={busy}
                onClick={() => void deleteComment(store, comment.id)}>
                {t`Delete the comment`}
              </button>
            </>
          ) : (
            <button type="button" className="link-btn forum-danger-quiet" data-action="ask-delete-comment" onClick={() => setConfirming(true)}>
              {t`Delete`}
            </button>
          ))}
      </span>
    </li>
  );
}
