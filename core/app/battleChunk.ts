// The battle chunk (issue 26, the first visit): the battle's scene and its HUD, loaded together while the battle's
// loading scene shows, never with the first road frame (no road frame draws them).
export { BattleScene } from '../scene/battle/BattleScene.tsx';
export { BattleHud } from '../ui/battle/BattleHud.tsx';
