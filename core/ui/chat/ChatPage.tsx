import { useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { CHAT_LEVEL, hasModeratorAccess } from '../../model/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import {
  ChatTab,
  chatRoomsAtom,
  chatTabAtom,
  chatTabs,
  clanRoomClosedAtom,
  deleteChatMessage,
  loadOlderChat,
  openChatTab,
  sendChatMessage,
} from '../../state/chat.ts';
import { liveStatusAtom } from '../../state/live.ts';
import { startMailWith } from '../../state/mail.ts';
import { showToastAtom } from '../../state/overlays.ts';
import { openProfile } from '../../state/social.ts';
import { FormError } from '../FormError.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { ChatMessageRow, type ChatRowActions } from './ChatMessageRow.tsx';
import { MessageComposer } from './MessageComposer.tsx';
import { useMessageScroll } from './useMessageScroll.ts';
import { TabBar } from '../TabBar.tsx';

const tabNames: Record<ChatTab, MessageDescriptor> = {
  MAIN: msg`Main`,
  CLAN: msg`Clan`,
};

/**
 * Chat (product §2, §3 "Chat and mail"): the main room and, for a clan member, the clan room; pages of 20 with
 * older ones on demand, live messages, the send box, a letter to an author, and moderator deletes.
 */
export function ChatPage() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const player = useAtomValue(playerAtom);
  const chosen = useAtomValue(chatTabAtom);
  const rooms = useAtomValue(chatRoomsAtom);
  const live = useAtomValue(liveStatusAtom);
  const clanClosed = useAtomValue(clanRoomClosedAtom) && player?.clanId == null;
  const toast = useSetAtom(showToastAtom);
  const [joining, setJoining] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const tabs = player?.clanId != null ? chatTabs : [ChatTab.MAIN];
  const tab = tabs.includes(chosen) ? chosen : ChatTab.MAIN;
  const room = rooms[tab];
  const moderator = player !== null && hasModeratorAccess(player.accessLevel);
  const onScroll = useMessageScroll(listRef, room.messages);
  // Product §9: writing needs level 10; say so before the player types rather than after Send.
  const level = player?.level ?? 0;
  const locked = level < CHAT_LEVEL;
  const needed = CHAT_LEVEL;

  useEffect(() => {
    void openChatTab(store, tab);
  }, [store, tab]);

  // One set of row actions for the page's life (store, i18n and the toast setter are stable): rows are
  // memoized and must not see new functions with every message.
  const actions = useMemo<ChatRowActions>(
    () => ({
      profile: (message) => openProfile(store, { kind: 'player', id: message.authorId }),
      write: (message) =>
        void startMailWith(store, { partner: message.authorId, partnerName: message.authorName, support: false, blocked: false }),
      remove: (message) => {
        setDeleting(message.id);
        deleteChatMessage(store, message.room === ChatTab.CLAN ? ChatTab.CLAN : ChatTab.MAIN, message.id)
          .catch((error: unknown) => toast(i18n._(errorMessage(error))))
          .finally(() => setDeleting(null));
      },
      // The clan boss's state comes with the Clan page's chunk: loaded on this rare press, not with the chat.
      joinClanBoss: (battleId) => {
        setJoining(true);
        import('../../state/clanBoss.ts')
          .then(({ joinClanBoss }) => joinClanBoss(store, battleId))
          .catch((error: unknown) => toast(i18n._(errorMessage(error))))
          .finally(() => setJoining(false));
      },
    }),
    [store, i18n, toast],
  );

  return (
    <OverlayFrame id="chat-page" title={t`Chat`}>
      <div className="social" data-live={live} data-room={tab}>
        {tabs.length > 1 && (
          <TabBar ariaLabel={t`Chat rooms`} tabs={tabs} current={tab} label={(name) => tabNames[name]} onPick={(name) => void openChatTab(store, name)} />
        )}
        {clanClosed && (
          <p className="message" role="status" id="chat-clan-closed">
            {t`You are no longer in the clan: the clan chat is closed.`}
          </p>
        )}
        {room.hasOlder && (
          <button
            type="button"
            className="btn btn-quiet more"
            disabled={room.older.status === 'loading'}
            onClick={() => void loadOlderChat(store, tab)}
          >
            {room.older.status === 'loading' ? t`Loading…` : t`Earlier messages`}
          </button>
        )}
        {room.older.status === 'failed' && <FormError error={errorMessage(room.older.error)} />}
        <ol ref={listRef} className="msg-list" aria-label={t`Messages`} aria-live="polite" onScroll={onScroll}>
          {room.messages.map((message) => (
            <ChatMessageRow
              key={message.id}
              message={message}
              actions={actions}
              mine={player !== null && message.authorId === player.id}
              moderator={moderator}
              deleting={deleting === message.id}
              joining={joining}
            />
          ))}
        </ol>
        {room.load.status === 'loading' && room.messages.length === 0 && <p className="note center">{t`Loading…`}</p>}
        {room.load.status === 'ready' && room.messages.length === 0 && <p className="note center">{t`No messages yet`}</p>}
        {room.load.status === 'failed' && (
          <LoadFailed error={room.load.error} onRetry={() => void openChatTab(store, tab)} />
        )}
        {locked && (
          <p className="note chat-locked" role="note" data-testid="chat-locked">
            {t`You can write in the chat from level ${needed} (you are level ${level}). Win battles on the road to level up; reading is open to all.`}
          </p>
        )}
        <MessageComposer label={t`Your message`} disabled={locked} onSend={(text) => sendChatMessage(store, tab, text)} />
      </div>
    </OverlayFrame>
  );
}
