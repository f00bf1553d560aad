import type {
  Clan, ClanBuilding, ClanInvitations, ClanLogPage, ClanParticipant, ClanParticipantAction, ClanRecruitList, ClanRole,
  DonationType, MyClan,
} from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The clan calls of issue 13 (fixtures/server/API.md "Clans (issue 13)"). Each rejects with an `ApiError` carrying the
 * refusal code (CLAN_PERMISSION_DENIED, CLAN_FULL, CLAN_LEVEL_REQUIRED, …) on a non-2xx answer.
 */
export interface ClanApi {
  /** The caller's clan, role and permissions; null when in none. */
  myClan(): Promise<MyClan | null>;
  create(name: string): Promise<MyClan>;
  /** A player's clan card, or null. */
  info(playerId: number): Promise<Clan | null>;
  myParticipants(): Promise<ClanParticipant[]>;
  participants(clanId: number): Promise<ClanParticipant[]>;
  recruits(): Promise<ClanRecruitList>;
  invitations(): Promise<ClanInvitations>;
  apply(clanId: number): Promise<void>;
  applyToAny(): Promise<void>;
  invite(playerId: number): Promise<void>;
  /** An officer refuses a player's application. */
  rejectPlayer(playerId: number): Promise<void>;
  /** The caller declines a clan's invitation. */
  declineInvitation(clanId: number): Promise<void>;
  acceptInvitation(clanId: number): Promise<MyClan>;
  leave(): Promise<void>;
  resign(): Promise<MyClan>;
  participantAction(playerId: number, type: ClanParticipantAction): Promise<{ playerId: number; role: ClanRole | null }>;
  donate(type: DonationType, amount: number): Promise<Clan>;
  buildings(): Promise<ClanBuilding[]>;
  log(clanId: number, page: number): Promise<ClanLogPage>;
  about(): Promise<{ description: string | null }>;
  setAbout(content: string): Promise<{ description: string | null }>;
  restoreAbout(): Promise<{ description: string | null }>;
  setAdvertisement(content: string): Promise<MyClan>;
  markAdvertisementSeen(): Promise<void>;
  setTheme(number: number): Promise<Clan>;
  /** Administrators only. */
  rename(clanId: number, name: string): Promise<Clan>;
}

export function createClanApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): ClanApi {
  const { get, postForm } = layer;
  const done = async (answer: Promise<unknown>): Promise<void> => {
    await answer;
  };
  return {
    myClan: async () => (await get<MyClan | null>('/api/clan/get/my')) ?? null,
    create: (name) => postForm<MyClan>('/api/clan/create', { name }),
    info: async (playerId) => (await postForm<Clan | null>('/api/clan/info', { playerId })) ?? null,
    myParticipants: () => get<ClanParticipant[]>('/api/clan/participant/list/mine'),
    participants: (clanId) => get<ClanParticipant[]>('/api/clan/participant/list', { clanId }),
    recruits: () => get<ClanRecruitList>('/api/clan/recruit/list'),
    invitations: () => get<ClanInvitations>('/api/clan/invitation/get'),
    apply: (clanId) => done(postForm('/api/clan/apply', { clanId })),
    applyToAny: () => done(postForm('/api/clan/broadcast/apply')),
    invite: (playerId) => done(postForm('/api/clan/invite', { playerId })),
    rejectPlayer: (playerId) => done(postForm('/api/clan/reject', { playerId })),
    declineInvitation: (clanId) => done(postForm('/api/clan/reject', { clanId })),
    acceptInvitation: (clanId) => postForm<MyClan>('/api/clan/invitation/accept', { clanId }),
    leave: () => done(postForm('/api/clan/leave')),
    resign: () => postForm<MyClan>('/api/clan/resign'),
    participantAction: (playerId, type) =>
      postForm<{ playerId: number; role: ClanRole | null }>('/api/clan/participant/action', { playerId, type }),
    donate: (type, amount) => postForm<Clan>('/api/clan/donate', { type, amount }),
    buildings: () => get<ClanBuilding[]>('/api/clan/building/list'),
    log: (clanId, page) => get<ClanLogPage>(`/api/clan/${clanId}/log`, { page }),
    about: () => get<{ description: string | null }>('/api/clan/about/get'),
    setAbout: (content) => postForm<{ description: string | null }>('/api/clan/about/set', { content }),
    restoreAbout: () => postForm<{ description: string | null }>('/api/clan/about/default/restore'),
    setAdvertisement: (content) => postForm<MyClan>('/api/clan/advertisement/set', { content }),
    markAdvertisementSeen: () => done(get('/api/clan/advertisement/mark/seen')),
    setTheme: (number) => postForm<Clan>(`/api/clan/theme/set?number=${number}`),
    rename: (clanId, name) => postForm<Clan>('/api/admin/clan/name/set', { clanId, name }),
  };
}
