import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClanBuildingType } from '../../model/index.ts';

/** The clan buildings' names as players see them (product §3 "buildings"). */
export const buildingNames: Record<ClanBuildingType, MessageDescriptor> = {
  EXPERIENCE: msg`School of experience`,
  CLAN_SHIELD: msg`Clan shield`,
  SNOW_WORLD: msg`Gate of the snow world`,
  GEAR_FACTORY: msg`Gear factory`,
  HALL_OF_FAME: msg`Hall of fame`,
};
