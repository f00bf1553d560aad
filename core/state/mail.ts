import { atom, type Store } from 'jotai/vanilla';
import { MAIL_PAGE, type MailMessage, type MailRoom } from '../model/index.ts';
import { OverlayName, overlayAtom, playerAtom } from './atoms.ts';
import { requireApi, type StoreAccess } from './character.ts';
import { openOverlayAtom } from './overlays.ts';
import { ChatInputError } from './ChatInputError.ts';
import { validateChatText } from './chat.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { liveEpochAtom, mergeById, newestId, requireSocial } from './social.ts';

/** The dialog list of the mail page, newest first. */
export const mailRoomsAtom = atom<Remote<readonly MailRoom[]>>(idle);

/** Who the open dialog is with, as the dialog list (or a chat row) names them. */
export interface MailPartner {
  partner: number;
  partnerName: string;
  /** A support dialog: messages are sent with the support flag (technical §7). */
  support: boolean;
  /** The player has this partner on the black list. */
  blocked: boolean;
}

export interface MailDialogState extends MailPartner {
  /** Oldest first, each id once. */
  messages: readonly MailMessage[];
  load: Remote;
  older: Remote;
  hasOlder: boolean;
}

/** The open dialog, or null while the page shows the dialog list. */
export const mailDialogAtom = atom<MailDialogState | null>(null);

/** Pages asked for in one catch-up at most. */
const CATCH_UP_PAGES = 50;

const updateDialog = (store: StoreAccess, partner: number, change: (d: MailDialogState) => MailDialogState): void => {
  const dialog = store.get(mailDialogAtom);
  // The player may have left the dialog (or opened another) while a call ran: its answer is dropped.
  if (!dialog || dialog.partner !== partner) return;
  const next = change(dialog);
  if (next !== dialog) store.set(mailDialogAtom, next);
};

const withMessages = (dialog: MailDialogState, incoming: readonly MailMessage[]): MailDialogState => {
  const messages = mergeById(dialog.messages, incoming);
  return messages === dialog.messages ? dialog : { ...dialog, messages };
};

const updateRoom = (store: StoreAccess, partner: number, change: (room: MailRoom) => MailRoom): void => {
  const rooms = store.get(mailRoomsAtom);
  if (rooms.status !== 'ready') return;
  store.set(mailRoomsAtom, ready(rooms.value.map((r) => (r.partner === partner ? change(r) : r))));
};

/** The dialog list (GET /api/mail/list). */
export async function loadMailRooms(store: StoreAccess): Promise<void> {
  const social = requireSocial(store);
  const held = store.get(mailRoomsAtom);
  // A reload keeps the shown list until the answer comes.
  if (held.status !== 'ready') store.set(mailRoomsAtom, loading);
  try {
    store.set(mailRoomsAtom, ready(await social.mail.rooms()));
  } catch (error: unknown) {
    store.set(mailRoomsAtom, failed(error));
  }
}

/** Opens a dialog and loads its latest page; the server marks it read, so its unread count drops to 0. */
export async function openMailDialog(store: StoreAccess, partner: MailPartner): Promise<void> {
  const social = requireSocial(store);
  const epoch = store.get(liveEpochAtom);
  store.set(mailDialogAtom, { ...partner, messages: [], load: loading, older: idle, hasOlder: false });
  try {
    const page = await social.mail.list(partner.partner);
    updateDialog(store, partner.partner, (d) => ({
      ...withMessages(d, page),
      load: ready(),
      hasOlder: page.length >= MAIL_PAGE,
    }));
    updateRoom(store, partner.partner, (room) => ({ ...room, unread: 0 }));
  } catch (error: unknown) {
    updateDialog(store, partner.partner, (d) => ({ ...d, load: failed(error) }));
    return;
  }
  if (store.get(liveEpochAtom) !== epoch) await catchUpMail(store);
}

/** Opens the mail page on a dialog with `partner` (a "write" from a chat row); the chat page closes (technical §2). */
export async function startMailWith(store: StoreAccess, partner: MailPartner): Promise<void> {
  store.set(openOverlayAtom, OverlayName.mail);
  await openMailDialog(store, partner);
}

/** Back to the dialog list, which is reloaded for fresh last texts and unread counts. */
export async function closeMailDialog(store: StoreAccess): Promise<void> {
  store.set(mailDialogAtom, null);
  await loadMailRooms(store);
}

/** The next older page of 20 (technical §9). */
export async function loadOlderMail(store: StoreAccess): Promise<void> {
  const dialog = store.get(mailDialogAtom);
  const oldest = dialog?.messages[0]?.id;
  if (!dialog || oldest === undefined || !dialog.hasOlder || dialog.older.status === 'loading') return;
  const social = requireSocial(store);
  updateDialog(store, dialog.partner, (d) => ({ ...d, older: loading }));
  try {
    const page = await social.mail.list(dialog.partner, { to: oldest - 1 });
    updateDialog(store, dialog.partner, (d) => ({ ...withMessages(d, page), older: idle, hasOlder: page.length >= MAIL_PAGE }));
  } catch (error: unknown) {
    updateDialog(store, dialog.partner, (d) => ({ ...d, older: failed(error) }));
  }
}

/** Fetches what the open dialog missed (after a reconnect), page after page while full pages come back. */
export async function catchUpMail(store: StoreAccess): Promise<void> {
  const social = requireSocial(store);
  for (let pages = 0; pages < CATCH_UP_PAGES; pages++) {
    const dialog = store.get(mailDialogAtom);
    if (!dialog || dialog.load.status !== 'ready') return;
    const page = await social.mail.latest(dialog.partner, newestId(dialog.messages) ?? 0);
    updateDialog(store, dialog.partner, (d) => withMessages(d, page));
    if (page.length < MAIL_PAGE) return;
  }
}

/** Sends into the open dialog, with the support flag only in a support dialog. Refusals are thrown. */
export async function sendMail(store: StoreAccess, text: string): Promise<MailMessage> {
  const dialog = store.get(mailDialogAtom);
  if (!dialog) throw new Error('Mail: no dialog is open');
  const failure = validateChatText(text);
  if (failure) throw new ChatInputError(failure);
  const message = await requireSocial(store).mail.send(dialog.partner, text.trim(), dialog.support);
  receiveMail(store, message);
  return message;
}

/** Puts the partner on the black list; the server deletes the shared messages, so the dialog is cleared. */
export async function blockMailPartner(store: StoreAccess, partner: number): Promise<void> {
  await requireSocial(store).mail.block(partner);
  updateDialog(store, partner, (d) => ({ ...d, blocked: true, messages: [], hasOlder: false }));
  updateRoom(store, partner, (room) => ({ ...room, blocked: true, lastText: '', unread: 0 }));
}

export async function unblockMailPartner(store: StoreAccess, partner: number): Promise<void> {
  await requireSocial(store).mail.unblock(partner);
  updateDialog(store, partner, (d) => ({ ...d, blocked: false }));
  updateRoom(store, partner, (room) => ({ ...room, blocked: false }));
}

/**
 * A MAIL_MESSAGE from the live channel (or a send answer). `partner` is the other side as the server wrote it
 * for this player. The open dialog shows it; the dialog list moves that dialog to the top; mail from someone
 * else lights the header's new-mail marker until the server says it was read.
 */
export function receiveMail(store: StoreAccess, message: MailMessage): void {
  const me = store.get(playerAtom);
  const dialog = store.get(mailDialogAtom);
  const open = dialog?.partner === message.partner;
  if (open) updateDialog(store, message.partner, (d) => withMessages(d, [message]));

  const incoming = me !== null && message.authorId !== me.id;
  const rooms = store.get(mailRoomsAtom);
  if (rooms.status === 'ready') {
    const room = rooms.value.find((r) => r.partner === message.partner);
    if (room && room.id < message.id) {
      const moved: MailRoom = {
        ...room,
        id: message.id,
        time: message.time,
        lastText: message.text,
        unread: incoming && !open ? room.unread + 1 : room.unread,
      };
      store.set(mailRoomsAtom, ready([moved, ...rooms.value.filter((r) => r !== room)]));
    } else if (!room) {
      // A new partner: only the server knows their name.
      void loadMailRooms(store);
    }
  }
  if (incoming && !open && me && !me.haveNewMailMessage) store.set(playerAtom, { ...me, haveNewMailMessage: true });
  // The server marks a dialog read when it is listed: asking for what is newer than this message (nothing,
  // or what else came meanwhile) tells it the player has seen it.
  if (incoming && open) catchUpMail(store).catch(() => undefined);
}

/** Closing mail refreshes the player info (technical §2), so the new-mail marker shows what is still unread. */
export async function refreshPlayerAfterMail(store: StoreAccess): Promise<void> {
  store.set(playerAtom, await requireApi(store).player.current());
}

/** Runs the close rules whenever the mail overlay closes: the dialog is left and the player refreshed. */
export function watchMailClose(store: Store, logError: (...args: unknown[]) => void = console.error): () => void {
  let previous = store.get(overlayAtom);
  return store.sub(overlayAtom, () => {
    const current = store.get(overlayAtom);
    if (previous === OverlayName.mail && current !== OverlayName.mail) {
      store.set(mailDialogAtom, null);
      refreshPlayerAfterMail(store).catch((error: unknown) => logError('Mail: refreshing the player after closing failed', error));
    }
    previous = current;
  });
}
