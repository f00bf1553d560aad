import { useAtomValue, useStore } from 'jotai';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { playerAtom } from '../../state/atoms.ts';
import { forumCommentsAtom, showNewComments } from '../../state/forum.ts';
import { forumCommentNewsAtom } from '../../state/forumNews.ts';

/**
 * Comments written in the open topic since its comments were loaded, announced live (FORUM_COMMENT):
 * a line that shows them on demand, so the page the player is reading does not jump. Nothing for their own comment,
 * which shows at once.
 */
export function NewCommentsBar({ topicId }: { topicId: number }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const news = useAtomValue(forumCommentNewsAtom);
  const comments = useAtomValue(forumCommentsAtom);
  const me = useAtomValue(playerAtom);
  if (news === null || news.topicId !== topicId || comments.status !== 'ready' || news.authorId === me?.id) return null;
  const count = news.comments - comments.value.total;
  if (count <= 0) return null;
  return (
    <p className="forum-news message" id="forum-new-comments" role="status">
      <span>{i18n._(msg`${plural(count, { one: '# new comment', other: '# new comments' })}`)}</span>
      <button type="button" className="btn" onClick={() => void showNewComments(store)}>
        {t({ context: 'new comments', message: 'Show' })}
      </button>
    </p>
  );
}
