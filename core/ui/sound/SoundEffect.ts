/** The short sounds of the game (effects bus, volume 0.3: product §9). */
export const SoundEffect = {
  step: 'step',
  take: 'take',
  portal: 'portal',
  hitLight: 'hitLight',
  hitMedium: 'hitMedium',
  hitHeavy: 'hitHeavy',
  poison: 'poison',
  fall: 'fall',
  win: 'win',
  lose: 'lose',
  levelUp: 'levelUp',
  button: 'button',
} as const;
export type SoundEffect = (typeof SoundEffect)[keyof typeof SoundEffect];
