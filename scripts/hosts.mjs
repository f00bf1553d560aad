// Build-side list of hosts; mirrors `userSources` in core/model/source.ts (checked by a test).
export const userSources = ['own', 'ok', 'vk', 'ya', 'tg', 'mystore', 'kong', 'crazy', 'foto', 'exe', 'beeline', 'rustore'];
