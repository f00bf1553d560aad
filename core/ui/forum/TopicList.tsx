import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FORUM_PAGE_SIZE, ForumSection, ForumTopicAccess, type ForumCategory, type ForumSort, type ForumTopicSummary } from '../../model/index.ts';
import {
  forumAccessAtom,
  forumBusyAtom,
  forumFilterAtom,
  forumTopicsAtom,
  loadTopics,
  openTopic,
  restoreTopic,
  setForumFilter,
  showNewTopic,
} from '../../state/forum.ts';
import { forumWriteGate, ForumWriteGate } from '../../state/forumWriteGate.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { accessNames, categoryNames, sectionCategories, sectionNames, sortNames } from './forumTexts.ts';
import { WriteGateNote } from './WriteGateNote.tsx';
import { TabBar } from '../TabBar.tsx';

/** The topic list: section, category, sort, search and tag filters, the rows, and the pages. */
export function TopicList() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const filter = useAtomValue(forumFilterAtom);
  const topics = useAtomValue(forumTopicsAtom);
  const accessRemote = useAtomValue(forumAccessAtom);
  const access = accessRemote.status === 'ready' ? accessRemote.value : null;
  const [query, setQuery] = useState(filter.query ?? '');
  const [tag, setTag] = useState(filter.tag ?? '');
  const sections = access?.clanId == null ? [ForumSection.GENERAL] : [ForumSection.GENERAL, ForumSection.CLAN];
  const gate = access ? forumWriteGate(access, filter.section, filter.category) : ForumWriteGate.DENIED;
  const filtered = Boolean(filter.query || filter.tag || filter.category);

  const search = (): void => void setForumFilter(store, { query: query.trim(), tag: tag.trim() });
  const clear = (): void => {
    setQuery('');
    setTag('');
    void setForumFilter(store, { category: undefined, tag: '', query: '' });
  };

  return (
    <div className="forum-list">
      {sections.length > 1 && (
        <TabBar dataName="section" tabs={sections} current={filter.section} label={(section) => sectionNames[section]} onPick={(section) => void setForumFilter(store, { section })} />
      )}

      <div className="forum-write">
        {access && gate === ForumWriteGate.OPEN ? (
          <button type="button" className="btn" id="forum-new-topic" onClick={() => showNewTopic(store)}>
            {t`New topic`}
          </button>
        ) : (
          access && <WriteGateNote gate={gate} access={access} />
        )}
      </div>

      <form
        className="forum-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <input
          id="forum-search"
          className="input"
          type="search"
          value={query}
          placeholder={t`Search topics`}
          aria-label={t`Search topics`}
          onChange={(event) => setQuery(event.target.value)}
        />
        <input
          id="forum-tag-filter"
          className="input"
          value={tag}
          placeholder={t`Tag`}
          aria-label={t`Tag`}
          onChange={(event) => setTag(event.target.value)}
        />
        <button type="submit" className="btn" id="forum-search-go">
          {t`Search`}
        </button>
        <select
          id="forum-category"
          className="input"
          aria-label={t`Category`}
          value={filter.category ?? ''}
          onChange={(event) => void setForumFilter(store, { category: (event.target.value || undefined) as ForumCategory | undefined })}
        >
          <option value="">{t`All categories`}</option>
          {sectionCategories[filter.section].map((category) => (
            <option key={category} value={category}>
              {i18n._(categoryNames[category])}
            </option>
          ))}
        </select>
        <select
          id="forum-sort"
          className="input"
          aria-label={t`Sort`}
          value={filter.sort}
          onChange={(event) => void setForumFilter(store, { sort: event.target.value as ForumSort })}
        >
          {(Object.keys(sortNames) as ForumSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {i18n._(sortNames[sort])}
            </option>
          ))}
        </select>
        {access?.moderator && (
          <label className="forum-show-deleted">
            <input
              id="forum-show-deleted"
              type="checkbox"
              checked={filter.withDeleted === true}
              onChange={(event) => void setForumFilter(store, { withDeleted: event.target.checked })}
            />
            {t`Show deleted`}
          </label>
        )}
        {filtered && (
          <button type="button" className="btn btn-quiet" id="forum-clear-filter" onClick={clear}>
            {t`Clear the filter`}
          </button>
        )}
      </form>

      {topics.status === 'failed' ? (
        <LoadFailed error={topics.error} onRetry={() => void loadTopics(store)} />
      ) : topics.status !== 'ready' ? (
        <p className="message" role="status">{t`Loading…`}</p>
      ) : topics.value.topics.length === 0 ? (
        <p className="message" id="forum-empty" data-filtered={filtered}>
          {filtered ? t`Nothing found. Try other words, or clear the filter.` : t`No topics yet. Be the first to open one.`}
        </p>
      ) : (
        <>
          <ul className="forum-topics" id="forum-topics">
            {topics.value.topics.map((topic) => (
              <TopicRow key={topic.id} topic={topic} onTag={(picked) => {
                setTag(picked);
                void setForumFilter(store, { tag: picked });
              }} />
            ))}
          </ul>
          <Pages
            page={topics.value.page}
            total={topics.value.total}
            onPage={(page) => void setForumFilter(store, { page })}
          />
        </>
      )}
    </div>
  );
}

function TopicRow({ topic, onTag }: { topic: ForumTopicSummary; onTag(tag: string): void }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const count = topic.comments;
  const activity = i18n.date(new Date(topic.lastActivityAt), { dateStyle: 'short', timeStyle: 'short' });
  const author = topic.author.name;
  const busy = useAtomValue(forumBusyAtom);
  const deleted = topic.deletedAt !== undefined;
  return (
    <li
      className="forum-topic"
      data-topic-id={topic.id}
      data-pinned={topic.pinned}
      data-closed={topic.closed}
      data-deleted={deleted ? 'true' : undefined}
    >
      {/* A deleted topic does not open (the server answers not found until it is restored): it offers the restore. */}
      <button type="button" className="forum-topic-open" disabled={deleted} onClick={() => void openTopic(store, topic.id)}>
        <span className="forum-topic-name">
          {deleted && <span className="badge badge-danger" data-mark="deleted">{t({ context: 'forum topic', message: 'Deleted' })}</span>}
          {topic.pinned && <span className="badge" data-mark="pinned">{t`Pinned`}</span>}
          {topic.closed && <span className="badge badge-dim" data-mark="closed">{t`Closed`}</span>}
          {topic.hasPoll && <span className="badge badge-dim" data-mark="poll">{t`Poll`}</span>}
          {topic.access !== ForumTopicAccess.OPEN && (
            <span className="badge badge-dim" data-mark={topic.access}>{i18n._(accessNames[topic.access])}</span>
          )}
          <b>{topic.name}</b>
        </span>
        <span className="forum-topic-meta">
          <span>{i18n._(categoryNames[topic.category])}</span>
          <span>{t`by ${author}`}</span>
          <span data-comments={count}>{i18n._(msg`${plural(count, { one: '# comment', other: '# comments' })}`)}</span>
          <span>{t`last activity ${activity}`}</span>
        </span>
      </button>
      {topic.tag && (
        <button type="button" className="link-btn forum-tag" data-tag={topic.tag} onClick={() => onTag(topic.tag ?? '')}>
          #{topic.tag}
        </button>
      )}
      {deleted && (
        <button type="button" className="btn forum-restore" disabled={busy} onClick={() => void restoreTopic(store, topic.id)}>
          {t({ context: 'forum topic', message: 'Restore' })}
        </button>
      )}
    </li>
  );
}

/** Previous and next page, and where the player is. */
export function Pages({ page, total, onPage, id }: { page: number; total: number; onPage(page: number): void; id?: string }) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / FORUM_PAGE_SIZE));
  if (pages <= 1) return null;
  const shown = page + 1;
  return (
    <nav className="forum-pages" id={id} aria-label={t`Pages`}>
      <button type="button" className="btn btn-quiet" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t`Previous`}
      </button>
      <span>{t`Page ${shown} of ${pages}`}</span>
      <button type="button" className="btn btn-quiet" disabled={shown >= pages} onClick={() => onPage(page + 1)}>
        {t`Next`}
      </button>
    </nav>
  );
}
