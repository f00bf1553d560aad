import { useAtomValue, useStore } from 'jotai';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ForumTopic } from '../../model/index.ts';
import { forumBusyAtom, votePoll } from '../../state/forum.ts';
import { pollShares } from '../../state/pollShares.ts';

/**
 * A topic's poll: one vote per player (the options are buttons until then); after voting, or in a closed topic,
 * the results with counts and shares, the player's own choice marked.
 */
export function PollView({ topic }: { topic: ForumTopic }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(forumBusyAtom);
  const poll = topic.poll;
  if (!poll) return null;
  const results = poll.myVote !== null || topic.closed || !topic.canComment;
  const shares = pollShares(poll);
  const total = poll.totalVotes;

  return (
    <section className="forum-poll" id="forum-poll" data-voted={poll.myVote !== null} aria-label={t`Poll`}>
      <h4 className="forum-poll-q">{poll.question}</h4>
      {results ? (
        <>
          <ul className="forum-poll-results">
            {poll.options.map((option) => {
              const share = shares.get(option.id) ?? 0;
              const votes = option.votes;
              const mine = option.id === poll.myVote;
              return (
                <li key={option.id} className="forum-poll-result" data-option-id={option.id} data-mine={mine} data-votes={votes}>
                  <span className="forum-poll-text">
                    {option.text}
                    {mine && <span className="badge">{t`Your vote`}</span>}
                  </span>
                  <span className="forum-poll-count">
                    {i18n._(msg`${plural(votes, { one: '# vote', other: '# votes' })}`)} · {share}%
                  </span>
                  <span className="forum-poll-bar" aria-hidden="true">
                    <span style={{ width: `${share}%` }} />
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="forum-poll-total">{i18n._(msg`${plural(total, { one: '# vote in all', other: '# votes in all' })}`)}</p>
        </>
      ) : (
        <div className="forum-poll-options">
          {poll.options.map((option) => (
            <button
              key={option.id}
              type="button"
              className="btn btn-quiet forum-poll-option"
              data-option-id={option.id}
              disabled={busy}
              onClick={() => void votePoll(store, topic.id, option.id)}
            >
              {option.text}
            </button>
          ))}
          <p className="forum-poll-total">{t`One vote each; the results show after you vote.`}</p>
        </div>
      )}
    </section>
  );
}
