import { useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { openProfile } from '../../state/social.ts';

/** When a topic or comment was written, and when it was last edited. */
export function When({ at, edited }: { at: number; edited: number | null }) {
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

/** The author of a topic or comment, opening their profile. */
export function Author({ author }: { author: { id: number; name: string } }) {
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

