export * from './chestRules.ts';
