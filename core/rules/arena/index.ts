export * from './arenaData.ts';
export * from './chooseOpponent.ts';
export * from './cupsChange.ts';
export * from './leagueOf.ts';
export * from './nextArenaReward.ts';
export * from './arenaOpponentRules.ts';
