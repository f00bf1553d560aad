import { FORWARD_PREFIX, SMILEY_PREFIX } from '../../model/index.ts';

export const MessageKind = { text: 'text', forward: 'forward', smiley: 'smiley' } as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];

/** A chat text split into its kind and the words shown (product §3: forwards and smileys carry a fixed prefix). */
export interface MessageBody {
  kind: MessageKind;
  /** Plain text, shown as a text node: never markup. */
  text: string;
}

export function messageBody(text: string): MessageBody {
  if (text.startsWith(FORWARD_PREFIX)) return { kind: MessageKind.forward, text: text.slice(FORWARD_PREFIX.length).trim() };
  if (text.startsWith(SMILEY_PREFIX)) return { kind: MessageKind.smiley, text: text.slice(SMILEY_PREFIX.length).trim() };
  return { kind: MessageKind.text, text };
}
