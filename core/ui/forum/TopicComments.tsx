import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { FORUM_COMMENT_MAX, type ForumComment, type ForumTopic } from '../../model/index.ts';
import { deleteComment, editComment, forumBusyAtom, forumCommentsAtom, loadComments } from '../../state/forum.ts';
import { playerAtom } from '../../state/atoms.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { Author, When } from './ForumByline.tsx';
import { NewCommentsBar } from './NewCommentsBar.tsx';
import { TextComposer } from './TextComposer.tsx';
import { Pages } from './TopicList.tsx';

/** A topic's comments page by page, each with its author's edit and a moderator's delete. */
export function TopicComments({ topic }: { topic: ForumTopic }) {
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
