/**
 * CSS of the renderer chunk: the play area, the scene fade and the scene HUDs (CSS-in-TS like core/ui/styles.ts,
 * whose `.btn` and `.panel` the HUDs reuse). HUDs sit under the shell's blocker (z-index 5) so an open overlay
 * covers them too.
 */
export const sceneStyles = `
.game-root{position:absolute;inset:0;overflow:hidden;background:#07050f}
.play-area{position:absolute;top:0;bottom:0;left:0;right:0;overflow:hidden}
.play-area.desktop{left:50%;right:auto;transform:translateX(-50%)}
.scene-fade{position:absolute;inset:0;background:#000;z-index:4;transition:opacity 350ms linear}
.hud-layer{position:absolute;inset:0;z-index:3;pointer-events:none;color:var(--ink,#f4e6c3);font-size:15px}
.hud-layer .hud-panel{pointer-events:auto}
.hud-layer h2{margin:0 0 6px;font-size:15px;font-weight:bold;color:#ffe7a8}
.hud-panel{background:rgba(20,15,42,.86);border:1px solid var(--panel-edge,#6b54b8);border-radius:10px;padding:8px 10px}
.hud-top{position:absolute;top:8px;left:8px;right:8px;display:flex;justify-content:space-between;align-items:flex-start;gap:8px}
.hud-bottom{position:absolute;left:8px;right:8px;bottom:8px;display:flex;flex-direction:column;gap:6px;max-height:62%;overflow:auto}
.hud-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.place-list{flex-direction:row;flex-wrap:wrap}
.hud-row{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
.hud-layer .btn{padding:5px 12px}
.stair-badge{font-weight:bold;font-variant-numeric:tabular-nums}
.stair-white{color:#f4f1ff}.stair-yellow{color:#ffd23f}.stair-red{color:#ff6a5a}
.place-text{font-size:14px;line-height:1.4;margin:0 0 8px}
.creature-btn{display:flex;flex-direction:column;align-items:flex-start;gap:2px;text-align:left;min-width:0;flex:1 1 30%;
cursor:pointer;border:2px solid var(--panel-edge,#6b54b8);border-radius:8px;background:#1b1538;color:inherit;padding:4px 8px;font-size:13px}
.creature-btn[aria-pressed=true]{border-color:#ffd23f;background:#3a2c10}
.creature-btn.hinted{box-shadow:0 0 0 2px #6fe0ff}
.creature-btn:disabled{opacity:.55;cursor:default}
.creature-btn:focus-visible{outline:3px solid #9fd0ff;outline-offset:2px}
.creature-name{font-weight:bold}
.battle-side{display:flex;flex-wrap:wrap;gap:6px}
.battle-log{font-size:13px;margin:0;min-height:1.2em}
.choice-grid{display:flex;flex-wrap:wrap;gap:6px}
.choice-grid .btn[aria-pressed=true]{outline:3px solid #fff3c4}
.choice-grid .btn[aria-pressed=false]{background:#2a2150;color:var(--ink,#f4e6c3);border-color:var(--panel-edge,#6b54b8)}
.result-panel{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;padding:12px;background:rgba(5,3,12,.55);pointer-events:auto}
`;

/** Adds the scene styles to the document once. */
export function injectSceneStyles(doc: Document): void {
  if (doc.getElementById('scene-style')) return;
  const style = doc.createElement('style');
  style.id = 'scene-style';
  style.textContent = sceneStyles;
  doc.head.append(style);
}
