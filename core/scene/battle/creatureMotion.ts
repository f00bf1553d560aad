/** Timing and sizes of a battle creature's own motion (idle breath, hit shake, fall), per-frame math only. */
export const MOTION = {
  breathSpeed: 2.4,
  breath: 0.035,
  shake: 5,
  shakeSpeed: 55,
  /** Seconds to fall once dead. */
  fall: 0.6,
} as const;

/** The idle phase of a creature, so a squad does not breathe in step. */
export const idlePhase = (creatureId: number): number => ((Math.abs(creatureId) * 2.399) % (Math.PI * 2));

/** 0..1 of the fall `since` seconds after death (1 for a creature already dead when the scene came). */
export const fallProgress = (since: number): number => {
  const p = Math.max(0, Math.min(1, since / MOTION.fall));
  // Ease in: it topples slowly, then drops.
  return p * p;
};
