/**
 * The loading screen's CSS lives in the first chunk so the screen paints before any other file arrives. The sky and
 * its moon (the key light, upper left) are gradients; the landscape is loadingArt.ts. Colours are the interface
 * palette (core/ui/STYLE-GUIDE.md). Sizes follow the 600 px reference canvas (technical §9): the bar's inner track
 * (its content box) is 263/600 of the box, 263 px at the reference width.
 */
export const loadingStyles = `
.ld{position:absolute;inset:0;z-index:50;display:flex;align-items:center;justify-content:center;overflow:hidden;color:#f3e4c0;
background:radial-gradient(circle at 18% 15%,#fff4d6 0 22px,rgba(255,222,150,.5) 25px,rgba(170,130,240,.2) 110px,transparent 300px),
radial-gradient(ellipse at 50% 105%,#6a3f78 0%,transparent 60%),linear-gradient(#08071a 0%,#17133f 40%,#33276a 72%,#4b3170 100%);
font-family:Georgia,'Palatino Linotype','Book Antiqua',serif;transition:opacity .45s ease}
.ld.ld-done{opacity:0;pointer-events:none}
.ld-art{position:absolute;left:0;right:0;bottom:0;height:58%;pointer-events:none}
.ld-art svg{display:block;width:100%;height:100%}
@media (min-aspect-ratio:4/3){.ld-art{height:auto;aspect-ratio:8/3;max-height:70%}}
.ld-box{position:relative;width:min(100%,600px);display:flex;flex-direction:column;align-items:center;gap:16px;margin-bottom:22vh}
.ld-title{margin:0;padding:0 12px;min-height:1.2em;font-size:clamp(30px,8vw,52px);font-weight:normal;font-variant:small-caps;
letter-spacing:.05em;text-align:center;color:#ffe7a8;background:linear-gradient(#fff6d8 15%,#f0c35e 55%,#b9812c 90%);
-webkit-background-clip:text;background-clip:text;-webkit-text-fill-color:transparent;
filter:drop-shadow(0 2px 0 #3a2205) drop-shadow(0 0 16px rgba(255,190,90,.45))}
.ld-box::after{content:'';order:1;width:min(60%,280px);height:2px;margin-top:-8px;background:linear-gradient(90deg,transparent,#e8b954,transparent)}
.ld-bar{order:2;position:relative;width:calc(100% * 263 / 600);height:14px;padding:3px;border:2px solid #e8b954;border-radius:12px;
background:linear-gradient(#07061a,#1a1440);box-shadow:0 0 0 2px #1a0f30,0 0 0 3px rgba(232,185,84,.4),0 0 18px rgba(232,185,84,.35),inset 0 2px 4px #000}
.ld-fill{position:relative;height:100%;width:10%;border-radius:8px;overflow:hidden;transition:width .3s ease-out;
background:linear-gradient(rgba(255,255,255,.45),transparent 55%),linear-gradient(90deg,#7e5bd8,#e8b954 70%,#ffe6a3);box-shadow:0 0 10px rgba(255,200,110,.6)}
.ld-fill::after{content:'';position:absolute;inset:0;width:40%;background:linear-gradient(90deg,transparent,rgba(255,255,255,.5),transparent);
animation:ld-shine 1.6s ease-in-out infinite}
.ld-text{order:3;margin:0;font-size:16px;letter-spacing:.08em;color:#f3e4c0;text-shadow:0 1px 2px #000;font-variant-numeric:tabular-nums}
.ld-age{position:absolute;right:12px;bottom:12px;padding:4px 8px;border:2px solid #f4e6c3;border-radius:6px;font:bold 16px sans-serif;
background:rgba(8,7,26,.6)}
.ld-fx{position:absolute;inset:0;pointer-events:none}
.ld-fx i{position:absolute;top:-10px;width:4px;height:4px;border-radius:50%;opacity:0;animation:ld-rise var(--d) linear var(--w) infinite}
.ld-spark i{background:#ffcf6e;box-shadow:0 0 6px 2px rgba(255,180,60,.7);top:auto;bottom:-10px}
.ld-snow i{background:#fff;width:6px;height:6px;animation-name:ld-fall}
@keyframes ld-rise{0%{transform:translate(0,0);opacity:0}10%{opacity:1}100%{transform:translate(var(--x),-105vh);opacity:0}}
@keyframes ld-fall{0%{transform:translate(0,0);opacity:0}10%{opacity:.9}100%{transform:translate(var(--x),105vh);opacity:0}}
@keyframes ld-shine{0%{transform:translateX(-100%)}100%{transform:translateX(260%)}}
@media (prefers-reduced-motion:reduce){.ld-fx{display:none}.ld-fill{transition:none}.ld-fill::after{animation:none;display:none}}
`;
