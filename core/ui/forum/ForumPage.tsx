import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { forumScreenAtom, loadForumAccess, loadTopics, refreshTopic } from '../../state/forum.ts';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { NewTopicForm } from './NewTopicForm.tsx';
import { TopicList } from './TopicList.tsx';
import { TopicView } from './TopicView.tsx';
import './forum.css';

/**
 * The forum (issue 15, product §2): the general section and the player's clan's, a topic list with filters, sort,
 * search and pages; a topic with its poll and comments; the new-topic form. Reading is open to everyone; what the
 * player cannot write yet is told before they try (level, ban, clan role, a closed topic).
 */
export function ForumPage() {
  const { t } = useLingui();
  const store = useStore();
  const screen = useAtomValue(forumScreenAtom);

  useEffect(() => {
    void loadForumAccess(store);
    // Reopened on the list, it shows what is new since; reopened on a topic, the topic stays where it was and is
    // asked again (the caller may have been banned, or the topic closed, meanwhile).
    const screen = store.get(forumScreenAtom).kind;
    if (screen === 'list') void loadTopics(store);
    else if (screen === 'topic') void refreshTopic(store);
  }, [store]);

  return (
    <OverlayFrame id="forum-page" title={t`Forum`}>
      <div className="forum" data-screen={screen.kind}>
        {screen.kind === 'list' ? <TopicList /> : screen.kind === 'new' ? <NewTopicForm /> : <TopicView key={screen.id} />}
      </div>
    </OverlayFrame>
  );
}
