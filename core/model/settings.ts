/** Image quality setting (technical §3, §9). AUTO picks from device memory. */
export const Quality = { AUTO: 'AUTO', LOWEST: 'LOWEST', LOW: 'LOW', STANDARD: 'STANDARD', HIGH: 'HIGH' } as const;
export type Quality = (typeof Quality)[keyof typeof Quality];

export const InterfaceMode = { ORIGINAL: 'ORIGINAL', MODERN: 'MODERN' } as const;
export type InterfaceMode = (typeof InterfaceMode)[keyof typeof InterfaceMode];

/** Player language. ANY means "not chosen yet" and resolves from the page. */
export const Lang = { RU: 'RU', EN: 'EN', ANY: 'ANY' } as const;
export type Lang = (typeof Lang)[keyof typeof Lang];

export const ControlType = { HORSE: 'HORSE', HERO: 'HERO' } as const;
export type ControlType = (typeof ControlType)[keyof typeof ControlType];

/** Walk speed multiplier chosen by the player. */
export const MoveSpeedMode = { NORMAL: 'NORMAL', FAST: 'FAST' } as const;
export type MoveSpeedMode = (typeof MoveSpeedMode)[keyof typeof MoveSpeedMode];

export const Sex = { male: 'male', female: 'female' } as const;
export type Sex = (typeof Sex)[keyof typeof Sex];
