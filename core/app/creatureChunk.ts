// The creature chunk (issue 11 "the hero page code loads on demand"): the creature scene and its HUD, loaded
// together while the creature's loading scene shows, never before the first road frame.
export { CreatureScene } from '../scene/creature/CreatureScene.tsx';
export { CreatureHud } from '../ui/creature/CreatureHud.tsx';
