import { useState } from 'react';
import { useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { FORUM_TOPIC_NAME_MAX, FORUM_TOPIC_TEXT_MAX, type ForumTopic } from '../../model/index.ts';
import { editTopic } from '../../state/forum.ts';
import { FormError } from '../FormError.tsx';
import { useAction } from '../useAction.ts';
import { CountedField } from './CountedField.tsx';
import { textLength } from './TextComposer.tsx';

/** The author's form for a topic's name and text, counted against their limits. */
export function TopicEditForm({ topic, onDone }: { topic: ForumTopic; onDone(): void }) {
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
      <CountedField label={t`Name`} value={name} onChange={setName} max={nameMax} />
      <CountedField label={t`Text`} value={text} onChange={setText} max={textMax} rows={8} />
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

