/** The battle rules (technical §4 Battle), one module each; formulas in core/content/BATTLE.md. */
export * from './applyConsumable.ts';
export * from './applyHit.ts';
export * from './battleEvent.ts';
export * from './battleFormulas.ts';
export * from './battleOutcome.ts';
export * from './battleReward.ts';
export * from './battleRound.ts';
export * from './battleSide.ts';
export * from './bestBlow.ts';
export * from './chooseEnemyMove.ts';
export * from './dealDamage.ts';
export * from './endTurn.ts';
export * from './previewHit.ts';
export * from './reflectBlow.ts';
export * from './suggestMove.ts';
