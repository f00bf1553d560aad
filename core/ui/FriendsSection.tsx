import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useStore } from 'jotai';
import type { SocialDialog } from '../platform.ts';
import { openSocialDialog, openSocialDialogsAtom, socialDialogsOf } from '../state/friends.ts';
import { useApi, useAppServices } from './AppServices.tsx';

const labels: Record<SocialDialog, MessageDescriptor> = {
  invite: msg`Invite friends`,
  share: msg`Tell friends`,
  rate: msg`Rate the game`,
};

/**
 * The settings page's "Friends" part (product §6 referral; technical §7 invite, media-post and rate windows): one
 * button per dialog the host offers, busy while the host's dialog is open; the outcome comes as a toast.
 * Renders nothing on a host that offers none.
 */
export function FriendsSection() {
  const { i18n, t } = useLingui();
  const store = useStore();
  const api = useApi();
  const { adapter } = useAppServices();
  const open = useAtomValue(openSocialDialogsAtom);
  const dialogs = socialDialogsOf(adapter);
  if (dialogs.length === 0) return null;

  return (
    <fieldset id="settings-friends">
      <legend>{t`Friends`}</legend>
      <div className="form-actions">
        {dialogs.map((dialog) => (
          <button
            key={dialog}
            type="button"
            className="btn"
            data-dialog={dialog}
            disabled={open.has(dialog)}
            aria-busy={open.has(dialog)}
            onClick={() => void openSocialDialog(store, adapter, api, dialog, i18n)}
          >
            {i18n._(labels[dialog])}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
