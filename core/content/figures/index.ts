export * from './figureTypes.ts';
export * from './figureIds.ts';
export * from './figures.ts';
export * from './figureBounds.ts';
export * from './poses.ts';
