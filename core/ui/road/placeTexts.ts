import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What TALKER and SCRIPT places say, by their text key (core/content: `talker.1`…`talker.8`,
 * `script.1`…`script.5`). Our own texts (DESIGN "Art, sound and text").
 */
export const placeTexts: Readonly<Record<string, MessageDescriptor>> = {
  'talker.1': msg`“Every stair has its keeper. Beat it, and the road opens further.”`,
  'talker.2': msg`“Gold glitters by the roadside. Pick it up: the smith is not cheap.”`,
  'talker.3': msg`“Heroes heal slowly, one point a minute. Patience is also a weapon.”`,
  'talker.4': msg`“A frozen warrior cannot strike until the ice melts.”`,
  'talker.5': msg`“Serpents bite with poison. Finish them quickly.”`,
  'talker.6': msg`“They say a mirror waits at the top of the stairs. Nobody has come back to tell.”`,
  'talker.7': msg`“Lost a fight? The lair stays. Come back stronger and try again.”`,
  'talker.8': msg`“Ask for a hint in battle if you doubt: the old spirits know the best blow.”`,
  'script.1': msg`The scroll reads: “Who climbs alone falls alone. Keep your companion close.”`,
  'script.2': msg`The scroll reads: “Demons cheat death once. Strike them twice.”`,
  'script.3': msg`The scroll reads: “Crossroads lead ahead; signposts lead back.”`,
  'script.4': msg`The scroll reads: “A portal opens every tenth stair, for those who dare.”`,
  'script.5': msg`The scroll reads: “The stone remembers every step you take.”`,
};

export const fadedText = msg`The words are too faded to read.`;

/** The text of a place's key, or the faded-text line for a key this client does not know. */
export const placeText = (textKey: string | undefined): MessageDescriptor =>
  (textKey !== undefined && Object.hasOwn(placeTexts, textKey) ? placeTexts[textKey] : undefined) ?? fadedText;
