/** The two languages the game is sold in (product §1). */
export const Locale = {
  ru: 'ru',
  en: 'en',
} as const;
export type Locale = (typeof Locale)[keyof typeof Locale];
