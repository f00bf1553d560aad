// The clan chunk (issue 13 "the clan scene … with the clan loading scene"): the hall's scene, its HUD and its
// calls, loaded together while the clan's loading scene shows, never before the player asks to visit.
export { ClanScene } from '../scene/clan/ClanScene.tsx';
export { ClanHallHud } from '../ui/clan/ClanHallHud.tsx';
export { leaveClanHall, loadClanHall } from '../state/clanHallLoad.ts';
