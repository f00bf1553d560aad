import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/errorMessage.ts';
import {
  FORUM_POLL_OPTION_MAX,
  FORUM_POLL_OPTIONS_MAX,
  FORUM_POLL_OPTIONS_MIN,
  FORUM_TAG_MAX,
  FORUM_TOPIC_NAME_MAX,
  FORUM_TOPIC_TEXT_MAX,
  ClanForumCategory,
  ForumSection,
  ForumTopicAccess,
  GeneralForumCategory,
  type ForumCategory,
  type NewForumTopic,
} from '../../model/index.ts';
import { mayOpenTopicIn } from '../../rules/forumAccess.ts';
import { createTopic, forumAccessAtom, forumFilterAtom, showForumList } from '../../state/forum.ts';
import { forumWriteGate, ForumWriteGate } from '../../state/forumWriteGate.ts';
import { FormError } from '../FormError.tsx';
import { useAction } from '../useAction.ts';
import { accessHints, accessNames, categoryNames, sectionCategories, sectionNames } from './forumTexts.ts';
import { CountedField } from './CountedField.tsx';
import { textLength } from './TextComposer.tsx';
import { WriteGateNote } from './WriteGateNote.tsx';

// One word: letters of any alphabet, digits, a dash (core/model/forum.ts FORUM_TAG_MAX).
const TAG = new RegExp(`^[\\p{L}\\p{N}-]{1,${FORUM_TAG_MAX}}$`, 'u');

// A new topic starts in the section's talk: news and rules are the last thing a player means to post in.
const defaultCategory: Record<ForumSection, ForumCategory> = {
  GENERAL: GeneralForumCategory.TALK,
  CLAN: ClanForumCategory.CLAN_TALK,
};

/** The new-topic form: section, category, name, text, tag, who reads it, and an optional poll. */
export function NewTopicForm() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const filter = useAtomValue(forumFilterAtom);
  const accessRemote = useAtomValue(forumAccessAtom);
  const access = accessRemote.status === 'ready' ? accessRemote.value : null;
  const sections = access?.clanId == null ? [ForumSection.GENERAL] : [ForumSection.GENERAL, ForumSection.CLAN];
  const [section, setSection] = useState<ForumSection>(sections.includes(filter.section) ? filter.section : ForumSection.GENERAL);
  const moderator = access?.moderator ?? false;
  // News and rules are offered to moderators only (core/rules/forumAccess.ts), as the server refuses them to players.
  const categories = (s: ForumSection) => sectionCategories[s].filter((c) => mayOpenTopicIn(moderator, c));
  const [category, setCategory] = useState<ForumCategory>(
    filter.category !== undefined && categories(section).includes(filter.category) ? filter.category : defaultCategory[section],
  );
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [tag, setTag] = useState('');
  const [topicAccess, setTopicAccess] = useState<ForumTopicAccess>(ForumTopicAccess.OPEN);
  const [withPoll, setWithPoll] = useState(false);
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState<string[]>(['', '']);
  const gate = access ? forumWriteGate(access, section) : ForumWriteGate.DENIED;

  const nameLength = textLength(name);
  const textLen = textLength(text);
  const nameMax = FORUM_TOPIC_NAME_MAX;
  const textMax = FORUM_TOPIC_TEXT_MAX;
  const tagBad = tag.trim() !== '' && !TAG.test(tag.trim());
  const pollBad =
    withPoll &&
    (question.trim() === '' || options.some((o) => o.trim() === '' || textLength(o) > FORUM_POLL_OPTION_MAX));
  const invalid = nameLength === 0 || nameLength > nameMax || textLen === 0 || textLen > textMax || tagBad || pollBad;

  const submit = useAction(async () => {
    const topic: NewForumTopic = {
      section,
      category,
      name: name.trim(),
      text,
      access: topicAccess,
      ...(tag.trim() === '' ? {} : { tag: tag.trim() }),
      ...(withPoll ? { poll: { question: question.trim(), options: options.map((o) => o.trim()) } } : {}),
    };
    await createTopic(store, topic);
  });

  const changeSection = (next: ForumSection): void => {
    setSection(next);
    setCategory(defaultCategory[next]);
  };

  return (
    <form
      className="form forum-new"
      id="forum-new-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid && gate === ForumWriteGate.OPEN) void submit.run();
      }}
    >
      <h3 className="forum-h">{t`New topic`}</h3>
      <WriteGateNote gate={gate} access={access} />
      <div className="forum-row">
        {sections.length > 1 && (
          <label className="field">
            <span>{t`Section`}</span>
            <select id="forum-new-section" className="input" value={section} onChange={(event) => changeSection(event.target.value as ForumSection)}>
              {sections.map((s) => (
                <option key={s} value={s}>
                  {i18n._(sectionNames[s])}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="field">
          <span>{t`Category`}</span>
          <select id="forum-new-category" className="input" value={category} onChange={(event) => setCategory(event.target.value as ForumCategory)}>
            {categories(section).map((c) => (
              <option key={c} value={c}>
                {i18n._(categoryNames[c])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <CountedField id="forum-new-name" label={t`Name`} value={name} onChange={setName} max={nameMax} />
      <CountedField id="forum-new-text" label={t`Text`} value={text} onChange={setText} max={textMax} rows={7} />
      <label className="field">
        <span>{t`Tag (optional, one word)`}</span>
        <input id="forum-new-tag" className="input" value={tag} maxLength={FORUM_TAG_MAX} onChange={(event) => setTag(event.target.value)} />
        {tagBad && <span className="field-error">{t`One word: letters, digits or a dash.`}</span>}
      </label>
      <fieldset className="forum-access" id="forum-new-access">
        <legend>{t`Who reads it`}</legend>
        {Object.values(ForumTopicAccess).map((a) => (
          <label key={a} className="forum-access-choice">
            <input type="radio" name="forum-access" value={a} checked={topicAccess === a} onChange={() => setTopicAccess(a)} />
            <span>
              <b>{i18n._(accessNames[a])}</b>
              <small>{i18n._(accessHints[a])}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="check">
        <input type="checkbox" id="forum-new-poll" checked={withPoll} onChange={(event) => setWithPoll(event.target.checked)} />
        <span>{t`Add a poll`}</span>
      </label>
      {withPoll && (
        <fieldset className="forum-poll-edit" id="forum-new-poll-fields">
          <legend>{t`Poll`}</legend>
          <input
            id="forum-new-poll-question"
            className="input"
            value={question}
            placeholder={t`Question`}
            aria-label={t`Question`}
            onChange={(event) => setQuestion(event.target.value)}
          />
          {options.map((option, index) => {
            const number = index + 1;
            return (
              <div key={index} className="forum-poll-edit-row">
                <input
                  className="input forum-new-poll-option"
                  data-index={index}
                  value={option}
                  maxLength={FORUM_POLL_OPTION_MAX}
                  placeholder={t`Option ${number}`}
                  aria-label={t`Option ${number}`}
                  onChange={(event) => setOptions(options.map((o, i) => (i === index ? event.target.value : o)))}
                />
                {options.length > FORUM_POLL_OPTIONS_MIN && (
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={t`Remove option ${number}`}
                    onClick={() => setOptions(options.filter((_, i) => i !== index))}
                  >
                    ✕
                  </button>
                )}
              </div>
            );
          })}
          {options.length < FORUM_POLL_OPTIONS_MAX && (
            <button type="button" className="btn btn-quiet" id="forum-new-poll-add" onClick={() => setOptions([...options, ''])}>
              {t`Add an option`}
            </button>
          )}
        </fieldset>
      )}
      {submit.state.status === 'failed' && <FormError error={errorMessage(submit.state.error)} />}
      <div className="form-actions">
        <button type="button" className="btn btn-quiet" onClick={() => void showForumList(store)}>
          {t`Cancel`}
        </button>
        <button type="submit" className="btn" id="forum-new-submit" disabled={invalid || submit.busy || gate !== ForumWriteGate.OPEN}>
          {t`Open the topic`}
        </button>
      </div>
    </form>
  );
}
