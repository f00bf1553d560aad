/**
 * The first-time guide as data (issue 10, product §2 "tutorial dialogs"): each step is shown once per player,
 * when its cue holds, and is remembered on the server as a player marker (technical §7 "Markers and offers").
 */
export const GuideStep = {
  walk: 'walk',
  header: 'header',
  place: 'place',
  keeper: 'keeper',
  battle: 'battle',
} as const;
export type GuideStep = (typeof GuideStep)[keyof typeof GuideStep];

/** What the player is looking at now: the scene, and on the road whether something is in reach or the road ends. */
export const GuideCue = {
  road: 'road',
  placeNear: 'placeNear',
  blocked: 'blocked',
  battle: 'battle',
} as const;
export type GuideCue = (typeof GuideCue)[keyof typeof GuideCue];

export interface GuideStepRule {
  /** The player marker that says the step is done (API.md: 1–64 of `A-Z a-z 0-9 _ . : -`). */
  marker: string;
  /** The step is shown only while this holds. */
  cue: GuideCue;
}

export const guideSteps: Record<GuideStep, GuideStepRule> = {
  walk: { marker: 'guide.walk', cue: GuideCue.road },
  header: { marker: 'guide.header', cue: GuideCue.road },
  place: { marker: 'guide.place', cue: GuideCue.placeNear },
  keeper: { marker: 'guide.keeper', cue: GuideCue.blocked },
  battle: { marker: 'guide.battle', cue: GuideCue.battle },
};

/** The order steps are offered in when several cues hold: how to move comes before what the header counts. */
export const guideOrder: readonly GuideStep[] = [
  GuideStep.walk,
  GuideStep.header,
  GuideStep.keeper,
  GuideStep.place,
  GuideStep.battle,
];

export const guideMarkers: readonly string[] = guideOrder.map((step) => guideSteps[step].marker);

/** The step to show: the first one not done whose cue holds now, or null. */
export function nextGuideStep(done: ReadonlySet<string>, cues: ReadonlySet<GuideCue>): GuideStep | null {
  return guideOrder.find((step) => !done.has(guideSteps[step].marker) && cues.has(guideSteps[step].cue)) ?? null;
}

/** Whether any step is left for a player with these markers. */
export const guideLeft = (done: ReadonlySet<string>): boolean => guideMarkers.some((marker) => !done.has(marker));
