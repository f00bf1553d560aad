import { useLingui } from '@lingui/react/macro';

/** A dot telling whether a player (or any member of a clan) is online, with the word for screen readers. */
export function OnlineMark({ online }: { online: boolean }) {
  const { t } = useLingui();
  return (
    <span className={online ? 'online-dot on' : 'online-dot'} title={online ? t`Online` : t`Offline`}>
      <span className="visually-hidden">{online ? t`Online` : t`Offline`}</span>
    </span>
  );
}
