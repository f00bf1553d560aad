/** The three attack sounds by the blow's power (technical "Music and sound": under 50, 50 to 99, 100 or more). */
export const HitSound = { light: 'hitLight', medium: 'hitMedium', heavy: 'hitHeavy' } as const;
export type HitSound = (typeof HitSound)[keyof typeof HitSound];

/** The attack sound of a blow of `power`. */
export const hitSoundFor = (power: number): HitSound =>
  power >= 100 ? HitSound.heavy : power >= 50 ? HitSound.medium : HitSound.light;
