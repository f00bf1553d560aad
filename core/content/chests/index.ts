export * from './chestContent.ts';
