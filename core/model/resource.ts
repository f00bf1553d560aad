/** Resources a place can hold (technical §3). */
export const ResourceType = {
  GOLD: 'GOLD',
  CRYSTAL: 'CRYSTAL',
  ELIXIR: 'ELIXIR',
  MITHRIL: 'MITHRIL',
  SULFUR: 'SULFUR',
  CAVIAR: 'CAVIAR',
  TICKETS: 'TICKETS',
  EVENT_CURRENCY: 'EVENT_CURRENCY',
} as const;
export type ResourceType = (typeof ResourceType)[keyof typeof ResourceType];
