export * from './artifacts.ts';
export * from './cards.ts';
export * from './forces.ts';
export * from './heroCatalog.ts';
export * from './heroClasses.ts';
export * from './heroConsumables.ts';
export * from './qualities.ts';
export * from './shopOffers.ts';
