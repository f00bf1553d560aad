/** The hosts a bundle is built for; `source` of an adapter and `userSource` of a player. */
export const UserSource = {
  own: 'own',
  ok: 'ok',
  vk: 'vk',
  ya: 'ya',
  tg: 'tg',
  mystore: 'mystore',
  kong: 'kong',
  crazy: 'crazy',
  foto: 'foto',
  exe: 'exe',
  beeline: 'beeline',
  rustore: 'rustore',
} as const;
export type UserSource = (typeof UserSource)[keyof typeof UserSource];
export const userSources = Object.values(UserSource) as readonly UserSource[];
