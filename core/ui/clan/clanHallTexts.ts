import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClanBuildingType } from '../../model/index.ts';

/** The clan buildings' names as players see them (product §3 "buildings"), on the buildings tab and in the hall. */
export const buildingNames: Record<ClanBuildingType, MessageDescriptor> = {
  EXPERIENCE: msg`Academy`,
  CLAN_SHIELD: msg`Clan shield`,
  SNOW_WORLD: msg`Snow gate`,
  GEAR_FACTORY: msg`Gear factory`,
  HALL_OF_FAME: msg`Hall of fame`,
};
