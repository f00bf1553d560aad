import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GuideStep } from '../../rules/guideSteps.ts';

/** What a step may name: the stair whose keeper blocks the road. */
export interface GuideFacts {
  keeperStair: number;
}

export interface GuideText {
  title: MessageDescriptor;
  body(facts: GuideFacts): MessageDescriptor;
}

/** Each step's words (our own, DESIGN "Art, sound and text"); the buttons they name are the HUD's own labels. */
export const guideTexts: Record<GuideStep, GuideText> = {
  walk: {
    title: msg`How to walk`,
    body: () =>
      msg`Tap or click the road ahead of your hero to walk there. On a keyboard, hold W or ↑ to climb and S or ↓ to go back.`,
  },
  header: {
    title: msg`Your numbers`,
    body: () =>
      msg`At the top: your name, your level with its experience bar (win battles to fill it), then Gold, Red crystals, Blue crystals and Emeralds.`,
  },
  place: {
    title: msg`Something is in reach`,
    body: () =>
      msg`Every button under “Nearby” is a place within reach: it says what you do there and what you get. Take resources, read scrolls, attack lairs for gold and experience.`,
  },
  keeper: {
    title: msg`A keeper blocks the road`,
    body: ({ keeperStair }) =>
      msg`The road stops below the keeper of stair ${keeperStair}. Beat it with its Attack button under “Nearby” to open the way: every keeper you beat opens the next stair.`,
  },
  battle: {
    title: msg`How to fight`,
    body: () =>
      msg`Tap one of your heroes on the left, then an enemy on the right, and press Hit in the bar above. Not sure? Hint picks the best blow for you.`,
  },
};
