export * from './hero.ts';
export * from './heroContent.ts';
export * from './heroErrors.ts';
export * from './heroesView.ts';
export * from './backpack.ts';
