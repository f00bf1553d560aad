/**
 * The loading screen's CSS lives in the first chunk so the screen paints before any other file arrives.
 * Sizes follow the 600 px reference canvas (technical §9): the bar's inner track (its content box) is 263/600
 * of the box, 263 px at the reference width.
 */
export const loadingStyles = `
.ld{position:absolute;inset:0;z-index:50;display:flex;align-items:center;justify-content:center;overflow:hidden;
background:radial-gradient(ellipse at 50% 30%,#3b2a6b 0%,#1d1540 45%,#0a0818 100%);color:#f4e6c3;
font-family:Georgia,'Palatino Linotype','Book Antiqua',serif;transition:opacity .45s ease}
.ld.ld-done{opacity:0;pointer-events:none}
.ld-box{position:relative;width:min(100%,600px);display:flex;flex-direction:column;align-items:center;gap:18px}
.ld-title{margin:0;padding:0 12px;min-height:1.2em;font-size:clamp(28px,7vw,44px);font-weight:normal;letter-spacing:.04em;text-align:center;
color:#ffe7a8;text-shadow:0 0 18px rgba(255,196,92,.55),0 2px 0 #5a3a10}
.ld-bar{width:calc(100% * 263 / 600);height:14px;padding:3px;border:2px solid #c9a45a;border-radius:10px;background:#1a1028;box-shadow:0 0 12px rgba(201,164,90,.35)}
.ld-fill{height:100%;width:10%;border-radius:6px;background:linear-gradient(90deg,#8a4fd8,#e0a84a);transition:width .3s ease-out}
.ld-text{margin:0;font-size:16px;letter-spacing:.06em;color:#e9d9b4;font-variant-numeric:tabular-nums}
.ld-age{position:absolute;right:12px;bottom:12px;padding:4px 8px;border:2px solid #f4e6c3;border-radius:6px;font:bold 16px sans-serif}
.ld-fx{position:absolute;inset:0;pointer-events:none}
.ld-fx i{position:absolute;top:-10px;width:4px;height:4px;border-radius:50%;opacity:0;animation:ld-rise var(--d) linear var(--w) infinite}
.ld-spark i{background:#ffcf6e;box-shadow:0 0 6px 2px rgba(255,180,60,.7);top:auto;bottom:-10px}
.ld-snow i{background:#fff;width:6px;height:6px;animation-name:ld-fall}
@keyframes ld-rise{0%{transform:translate(0,0);opacity:0}10%{opacity:1}100%{transform:translate(var(--x),-105vh);opacity:0}}
@keyframes ld-fall{0%{transform:translate(0,0);opacity:0}10%{opacity:.9}100%{transform:translate(var(--x),105vh);opacity:0}}
@media (prefers-reduced-motion:reduce){.ld-fx{display:none}.ld-fill{transition:none}}
`;
