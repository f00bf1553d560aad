// A small real HTTP game server for the state tests (STYLE: test against a real local server, not a fetch mock).
// It answers the few routes the road, battle and character actions use, with bodies shaped like the reference
// server's (fixtures/server/API.md), built from the real content (fixtures/content).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupI18n } from '@lingui/core';
import { createStore } from 'jotai/vanilla';
import { createApiClient } from '../api/createApiClient.ts';
import { createRequestLayer } from '../api/createRequestLayer.ts';
import { BattleOutcome, BattleStatus, BattleType, ControlType, PlaceType } from '../model/index.ts';
import type { Battle, BattleCreature, ErrorBody, Place, Player, PlayerInfo } from '../model/index.ts';
import { healthOf, maxCoordinateFor, withHealth } from '../rules/index.ts';
import { makeHero, placesBetween, placeById } from '../../fixtures/content/index.ts';
import { apiAtom, playerInfoAtom } from './atoms.ts';
import { i18nAtom } from './character.ts';

export interface RecordedCall {
  method: string;
  path: string;
  params: Record<string, string>;
}

export interface GameServerState {
  player: Player | null;
  battle: Battle | null;
  /** Place ids taken or beaten by the player. */
  gone: Set<number>;
  /** When set, this error answers every call whose path starts with the key. */
  failures: Map<string, { status: number; body: ErrorBody }>;
  /** Delay in ms before answering, per path prefix. */
  delays: Map<string, number>;
}

export interface TestGameServer {
  url: string;
  calls: RecordedCall[];
  state: GameServerState;
  callsTo(path: string): RecordedCall[];
  close(): Promise<void>;
}

const TOKEN = 'test-token-1';
export const PLAYER_ID = 7;

/** A freshly registered trial player as the reference server makes one: hero plus companion on stair 1. */
export function trialPlayer(heroClass: 'human' | 'elf' = 'human', companionImage = 'elf_female'): Player {
  const hero = makeHero(heroClass, `${heroClass}_male`, 1, 101, 'hero');
  const companion = makeHero(companionImage.startsWith('elf') ? 'elf' : 'human', companionImage, 1, 102, 'companion');
  return {
    id: PLAYER_ID,
    name: 'Trial 7',
    creatures: [hero, companion],
    consumables: [{ id: 1, kind: 'potion', power: 40 }],
    clanId: null,
    coordinate: 0,
    minCoordinate: 0,
    maxCoordinate: maxCoordinateFor(0),
    controlType: ControlType.HERO,
    stair: 1,
    battleId: null,
    battleStair: null,
    bestVictoryStair: 0,
    gold: 0,
    crystal: 0,
    elixir: 0,
    mithril: 0,
    sulfur: 0,
    caviar: 0,
    tickets: 0,
    goodPoints: 0,
    evilPoints: 0,
    level: 1,
    currentExp: 0,
    maxExp: 100,
    tasks: [],
    haveCompletedTasks: false,
    haveNewMailMessage: false,
    haveNewGift: false,
    giftNews: false,
    offers: [],
    playerMarkers: [],
    prompt: false,
    promptClan: false,
    clanParticipationState: null,
    interfaceMode: 'ORIGINAL',
    lang: 'EN',
    moveSpeedMode: 'NORMAL',
    soundMute: false,
    mailOrPhone: null,
    accessLevel: 'TRIAL',
    contextId: 1,
    requestSpecialPlaces: false,
    metaData: {},
    forcesV2: [],
    userSource: 'own',
  };
}

export function playerInfoOf(player: Player): PlayerInfo {
  return {
    player,
    serverTimeMs: Date.now(),
    clientUuid: '00000000-0000-4000-8000-000000000007',
    admined: false,
    version: 571,
    header: null,
    footer: null,
    quality: 'AUTO',
    campaignTypes: [],
    optionalUnseenCampaign: null,
    referralBonus: { startBonus: 0, refClanBonus: 0, refBonus: 0 },
    hammerDto: { current: 0, max: 2 },
    cardState: null,
    sale: null,
    idToStore: null,
    maxLevelAmongAccs: 1,
    artifactIdsToLoad: [],
    artifactImageMaxStair: 3,
    tiles: [],
  };
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

class Failure extends Error {
  override name = 'Failure';
  readonly status: number;
  readonly body: ErrorBody;
  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}
const fail = (status: number, code: ErrorBody['code'], message: string): never => {
  throw new Failure(status, { code, message });
};

const placeOrFail = (state: GameServerState, id: number): Place => {
  const place = placeById(id);
  if (!place || state.gone.has(id)) return fail(400, 'PLACE_GONE', `place ${id} is gone`);
  return place;
};

const battleCreatures = (player: Player, place: Place): BattleCreature[] => [
  ...player.creatures.filter((c) => c.combative).map((c) => ({ ...c, playerId: player.id })),
  ...(place.monsters ?? []).map((m) => ({ ...m, playerId: null })),
];

/** The fake's own blow: a fixed 25 damage. The client under test never computes this; it only shows it. */
const BLOW = 25;

const decide = (battle: Battle): Battle => {
  const alive = (mine: boolean) => battle.creatures.some((c) => (c.playerId !== null) === mine && healthOf(c) > 0);
  const outcome = !alive(false) ? BattleOutcome.WIN : !alive(true) ? BattleOutcome.LOSS : BattleOutcome.NONE;
  return { ...battle, outcome };
};

const strike = (battle: Battle, attackerId: number, defenderId: number) => {
  const defender = battle.creatures.find((c) => c.id === defenderId);
  if (!defender) return battle;
  const health = Math.max(0, healthOf(defender) - BLOW);
  return {
    ...battle,
    creatures: battle.creatures.map((c) => (c.id === defenderId ? withHealth(c, health) : c)),
    lastHits: [
      ...battle.lastHits,
      { attackerId, defenderId, damage: BLOW, poison: 0, killed: health === 0, saved: false },
    ],
  };
};

/** The enemy's answer: its first living creature hits the first living hero. */
const enemyAnswer = (battle: Battle): Battle => {
  const attacker = battle.creatures.find((c) => c.playerId === null && healthOf(c) > 0);
  const defender = battle.creatures.find((c) => c.playerId !== null && healthOf(c) > 0);
  return attacker && defender ? strike(battle, attacker.id, defender.id) : battle;
};

async function route(state: GameServerState, method: string, path: string, p: Record<string, string>): Promise<unknown> {
  const player = (): Player => state.player ?? fail(401, 'NOT_AUTHENTICATED', 'no player');
  const setPlayer = (next: Player) => {
    state.player = next;
    return next;
  };
  const battle = (): Battle => state.battle ?? fail(404, 'NO_BATTLE', 'no battle');
  let m: RegExpMatchArray | null;

  if (method === 'POST' && path === '/api/security/registerTrial') {
    if (state.player) fail(409, 'PLAYER_EXISTS', 'player exists');
    const [heroClass, companion] = (p.characterAndCompanion ?? '').split(':');
    if ((heroClass !== 'human' && heroClass !== 'elf') || !companion) return fail(400, 'VALIDATION', 'bad choice');
    return playerInfoOf(setPlayer(trialPlayer(heroClass, companion)));
  }
  if (method === 'GET' && path === '/api/place/v3/ensure') {
    const from = Number(p.coordFrom);
    const to = Number(p.coordTo);
    if (!(to - from <= 20_000)) fail(400, 'VALIDATION', 'span too large');
    const me = player();
    return {
      places: placesBetween(from, to).filter((pl) => !state.gone.has(pl.id)),
      tiles: [],
      educations: [],
      minCoordinate: me.minCoordinate,
      maxCoordinate: me.maxCoordinate,
      controlType: me.controlType,
    };
  }
  if (method === 'POST' && path === '/api/player/v3/coordinate/set') {
    const me = player();
    const coordinate = Number(p.coordinate);
    if (coordinate < me.minCoordinate || coordinate > me.maxCoordinate) fail(400, 'COORDINATE_OUT_OF_RANGE', 'out');
    setPlayer({ ...me, coordinate });
    return { coordinate };
  }
  if ((m = path.match(/^\/api\/(resourcePlace|skill\/place)\/(\d+)\/take$/)) && method === 'GET') {
    const place = placeOrFail(state, Number(m[2]));
    const me = player();
    if (Math.abs(me.coordinate - place.posY) > 200) fail(400, 'PLACE_TOO_FAR', 'too far');
    state.gone.add(place.id);
    return setPlayer({ ...me, gold: me.gold + (place.resourceType === 'GOLD' ? (place.amount ?? 0) : 0) });
  }
  if ((m = path.match(/^\/api\/place\/gainable\/(\d+)\/gain$/)) && method === 'POST') {
    const place = placeOrFail(state, Number(m[1]));
    state.gone.add(place.id);
    return setPlayer({ ...player(), gold: player().gold + (place.amount ?? 0) });
  }
  if ((m = path.match(/^\/api\/(turn\/(\d+)\/use|portal\/(\d+)\/use)$/)) && method === 'POST') {
    const place = placeOrFail(state, Number(m[2] ?? m[3]));
    return setPlayer({ ...player(), coordinate: place.target ?? player().coordinate });
  }
  if ((m = path.match(/^\/api\/portal\/(\d+)\/info$/)) && method === 'GET') {
    const place = placeOrFail(state, Number(m[1]));
    return { id: place.id, target: place.target ?? place.posY, price: 5 * place.stair, currency: 'gold' };
  }
  if ((m = path.match(/^\/api\/teleport\/(\d+)\/get$/)) && method === 'GET') {
    const place = placeOrFail(state, Number(m[1]));
    return { id: place.id, targets: place.target === undefined ? [] : [place.target] };
  }
  if ((m = path.match(/^\/api\/teleport\/(\d+)\/use\/(\d+)$/)) && method === 'POST') {
    const place = placeOrFail(state, Number(m[1]));
    if (place.target !== Number(m[2])) fail(400, 'VALIDATION', 'wrong target');
    return setPlayer({ ...player(), coordinate: Number(m[2]) });
  }
  if (method === 'POST' && path === '/api/battle/place/attack') {
    if (state.battle) fail(409, 'BATTLE_IN_PROGRESS', 'battle in progress');
    const place = placeOrFail(state, Number(p.placeId));
    if (place.placeType !== PlaceType.CUSTOM_PLACE) fail(400, 'VALIDATION', 'not a lair');
    const me = player();
    if (Math.abs(me.coordinate - place.posY) > 200) fail(400, 'PLACE_TOO_FAR', 'too far');
    state.battle = {
      id: 55,
      type: BattleType.MOB,
      status: BattleStatus.IN_PROGRESS,
      outcome: BattleOutcome.NONE,
      placeId: place.id,
      creatures: battleCreatures(me, place),
      ask: null,
      lastHits: [],
      turn: 1,
      reward: null,
    };
    setPlayer({ ...me, battleId: 55 });
    return state.battle;
  }
  if (method === 'POST' && path === '/api/battle/get') return battle();
  if (method === 'POST' && path === '/api/battle/ask') {
    const b = battle();
    const attacker = b.creatures.find((c) => c.playerId !== null && healthOf(c) > 0);
    const defender = b.creatures.find((c) => c.playerId === null && healthOf(c) > 0);
    state.battle = { ...b, ask: attacker && defender ? { attackerId: attacker.id, defenderId: defender.id } : null };
    return state.battle;
  }
  if (method === 'POST' && path === '/api/battle/skip') {
    state.battle = decide(enemyAnswer({ ...battle(), lastHits: [], turn: battle().turn + 1 }));
    return state.battle;
  }
  if (method === 'POST' && path === '/api/battle/hit') {
    const b = battle();
    const attacker = b.creatures.find((c) => c.id === Number(p.attackerId));
    const defender = b.creatures.find((c) => c.id === Number(p.defenderId));
    if (!attacker || attacker.playerId !== player().id || !defender || defender.playerId !== null) {
      fail(403, 'FORBIDDEN', 'not yours');
    }
    if (healthOf(defender as BattleCreature) <= 0) fail(400, 'TARGET_DEAD', 'dead');
    let next = decide(strike({ ...b, lastHits: [], turn: b.turn + 1 }, Number(p.attackerId), Number(p.defenderId)));
    if (next.outcome === BattleOutcome.NONE) next = decide(enemyAnswer(next));
    if (next.outcome === BattleOutcome.WIN) next = { ...next, reward: { gold: 30, experience: 12 } };
    state.battle = next;
    return next;
  }
  if (method === 'POST' && path === '/api/battle/precalculate') return { damage: BLOW, kills: false };
  if (method === 'POST' && path === '/api/battle/giveUpBattle') {
    state.battle = { ...battle(), outcome: BattleOutcome.LOSS, lastHits: [] };
    return state.battle;
  }
  if (method === 'POST' && path === '/api/battle/complete') {
    const b = battle();
    if (b.outcome === BattleOutcome.NONE) fail(400, 'BATTLE_NOT_FINISHED', 'not finished');
    const me = player();
    const won = b.outcome === BattleOutcome.WIN;
    if (won && b.placeId !== null) state.gone.add(b.placeId);
    const best = won ? me.bestVictoryStair + 1 : me.bestVictoryStair;
    const next = setPlayer({
      ...me,
      battleId: null,
      gold: me.gold + (b.reward?.gold ?? 0),
      bestVictoryStair: best,
      maxCoordinate: maxCoordinateFor(best),
    });
    state.battle = null;
    return { outcome: b.outcome, reward: b.reward, player: next };
  }
  return fail(404, 'NOT_FOUND', `no route ${method} ${path}`);
}

/** Starts the server on a free loopback port. */
export async function startTestGameServer(initial: Partial<GameServerState> = {}): Promise<TestGameServer> {
  const state: GameServerState = {
    player: null,
    battle: null,
    gone: new Set(),
    failures: new Map(),
    delays: new Map(),
    ...initial,
  };
  const calls: RecordedCall[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const text = await readBody(req);
      const params = Object.fromEntries(
        req.method === 'POST' ? new URLSearchParams(text) : [...url.searchParams].filter(([k]) => k !== 'sessionId'),
      );
      calls.push({ method: req.method ?? 'GET', path: url.pathname, params });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', authorization: TOKEN });
        res.end(JSON.stringify(body));
      };
      for (const [prefix, ms] of state.delays) {
        if (url.pathname.startsWith(prefix)) await new Promise((r) => setTimeout(r, ms));
      }
      for (const [prefix, failure] of state.failures) {
        if (url.pathname.startsWith(prefix)) return send(failure.status, failure.body);
      }
      try {
        send(200, await route(state, req.method ?? 'GET', url.pathname, params));
      } catch (e: unknown) {
        if (e instanceof Failure) send(e.status, e.body);
        else send(500, { code: 'INTERNAL', message: String(e) });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    state,
    callsTo: (path) => calls.filter((c) => c.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A fresh jotai store wired to `server` through the real request layer and API client. */
export function storeFor(server: TestGameServer, withPlayer: Player | null = server.state.player) {
  const memory = new Map<string, string>();
  const layer = createRequestLayer({
    baseUrl: server.url,
    storage: {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    },
    platformHeaders: () => ({}),
    onSessionReload: () => {},
    onRedirect: () => {},
  });
  const store = createStore();
  store.set(apiAtom, createApiClient(layer, { domain: 'localhost' }));
  // The game's own lingui instance, as the shell makes one (the source catalog: English).
  store.set(i18nAtom, { i18n: setupI18n({ locale: 'en', messages: { en: {} } }) });
  if (withPlayer) store.set(playerInfoAtom, playerInfoOf(withPlayer));
  return store;
}
