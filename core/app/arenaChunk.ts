// The arena chunk (issue 14 "the arena scene … the opponent's squad before the fight"): the scene and its HUD,
// loaded when the player opens the arena scene, never before.
export { ArenaScene } from '../scene/arena/ArenaScene.tsx';
export { ArenaSceneHud } from '../ui/arena/ArenaSceneHud.tsx';
