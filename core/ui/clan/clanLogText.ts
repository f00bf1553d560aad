import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ClanLogEntry, ClanLogKind } from '../../model/index.ts';

/** Who did it and to whom, as the sentence names them (a player deleted since: "someone", from the catalog). */
export interface LogNames {
  actor: string;
  target: string;
  amount: number;
  /** The building's name from the buildings tab's table (clanHallTexts `buildingNames`), for the building kinds. */
  building: string;
}

/**
 * One whole sentence per history kind (product §3 "Clan" log kinds), amounts through ICU plural, so each language
 * words and declines every kind in its catalog; never pieced together.
 */
export const clanLogText: Record<ClanLogKind, (names: LogNames, entry: ClanLogEntry) => MessageDescriptor> = {
  invite: ({ actor, target }) => msg`${actor} invited ${target} to the clan`,
  joined: ({ target }) => msg`${target} joined the clan`,
  reject: ({ actor, target }, entry) =>
    entry.actorId === entry.targetId ? msg`${target} declined the clan's invitation` : msg`${actor} turned down ${target}'s application`,
  kick: ({ actor, target }) => msg`${actor} removed ${target} from the clan`,
  left: ({ target }) => msg`${target} left the clan`,
  raise: ({ actor, target }) => msg`${actor} promoted ${target}`,
  subsidence: ({ actor, target }) => msg`${actor} demoted ${target}`,
  goldDonated: ({ actor, amount }) => msg`${plural(amount, { one: `${actor} gave # gold`, other: `${actor} gave # gold` })}`,
  redCrystalDonated: ({ actor, amount }) =>
    msg`${plural(amount, { one: `${actor} gave # red crystal`, other: `${actor} gave # red crystals` })}`,
  blueCrystalDonated: ({ actor, amount }) =>
    msg`${plural(amount, { one: `${actor} gave # blue crystal`, other: `${actor} gave # blue crystals` })}`,
  gemsDonated: ({ actor, amount }) => msg`${plural(amount, { one: `${actor} gave # emerald`, other: `${actor} gave # emeralds` })}`,
  gearsDonated: ({ actor, amount }) => msg`${plural(amount, { one: `${actor} gave # gear`, other: `${actor} gave # gears` })}`,
  ticketsDonated: ({ actor, amount }) => msg`${plural(amount, { one: `${actor} gave # ticket`, other: `${actor} gave # tickets` })}`,
  leaderReplace: ({ actor, target }) => msg`${actor} handed the leadership to ${target}`,
  created: ({ actor }) => msg`${actor} founded the clan`,
  subLeader: ({ actor, target }) => msg`${actor} made ${target} the temporary leader`,
  upgradeWallOfFame: ({ actor }) => msg`${actor} improved the hall of fame`,
  changeDescription: ({ actor }) => msg`${actor} changed the clan description`,
  changeTheme: ({ actor, amount }) =>
    amount > 0
      ? msg`${plural(amount, { one: `${actor} changed the clan theme for # emerald`, other: `${actor} changed the clan theme for # emeralds` })}`
      : msg`${actor} changed the clan theme for free`,
  giveAdvertisement: ({ actor }) => msg`${actor} posted a new advertisement`,
  changeDifficulty: ({ actor }) => msg`${actor} changed the raid difficulty`,
  buildingStarted: ({ actor, building, amount }) => msg`${actor} started building “${building}”, level ${amount}`,
  buildingSpedUp: ({ actor, building, amount }) =>
    msg`${plural(amount, { one: `${actor} sped up “${building}” for # emerald`, other: `${actor} sped up “${building}” for # emeralds` })}`,
  buildingCompleted: ({ actor, building, amount }) => msg`${actor} completed “${building}”: level ${amount}`,
};
