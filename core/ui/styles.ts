/**
 * The app shell's CSS, injected once by `injectAppStyles` (CSS-in-TS keeps the build free of a CSS pipeline).
 * A night-and-gold fantasy palette; the layout follows the 600 px reference width (technical §9).
 */
export const appStyles = `
:root{--ink:#f4e6c3;--ink-dim:#c8b68f;--gold:#e0b252;--gold-dark:#8a6424;--night:#140f2a;--night-2:#221a44;
--panel:#2a2150;--panel-edge:#6b54b8;--danger:#ff8b7a;--ok:#8fe39a;--radius:10px;
font-family:Georgia,'Palatino Linotype','Book Antiqua',serif}
html,body{margin:0;height:100%;background:var(--night);color:var(--ink)}
#game{position:relative;width:100%;height:100%;overflow:hidden}
.app-root,.app{position:absolute;inset:0}
.app{display:flex;flex-direction:column;background:var(--night)}
.stage{position:relative;flex:1;min-height:0;overflow:hidden}
.stage canvas{display:block;width:100%;height:100%}
.blocker{position:absolute;inset:0;background:rgba(0,0,0,.55);z-index:5}
button,input,select{font:inherit}
.btn{cursor:pointer;border:2px solid var(--gold);border-radius:8px;padding:6px 14px;color:#2a1a05;
background:linear-gradient(#f3d68b,#cf9a3a);box-shadow:0 2px 0 var(--gold-dark);font-weight:bold}
.btn:hover:not(:disabled){filter:brightness(1.08)}
.btn:disabled{opacity:.6;cursor:progress}
.btn:focus-visible,.input:focus-visible,.icon-btn:focus-visible{outline:3px solid #9fd0ff;outline-offset:2px}
.btn-quiet{background:transparent;color:var(--ink);border-color:var(--panel-edge);box-shadow:none}
.icon-btn{cursor:pointer;border:1px solid var(--panel-edge);border-radius:8px;background:var(--night-2);color:var(--ink);padding:4px 9px}
.header{display:flex;flex-wrap:wrap;align-items:center;gap:6px 12px;padding:6px 10px;z-index:10;
background:linear-gradient(#2c2157,#1a1436);border-bottom:2px solid var(--gold-dark)}
.header-name{font-weight:bold;color:#ffe7a8;max-width:12em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.header-level{display:flex;align-items:center;gap:6px;font-size:14px}
.exp-bar{width:90px;height:8px;border-radius:4px;background:#0d0a1c;border:1px solid var(--gold-dark);overflow:hidden}
.exp-fill{height:100%;background:linear-gradient(90deg,#6fc3ff,#b48bff)}
.header-res{display:flex;gap:10px;margin:0;padding:0;list-style:none;font-size:14px}
.header-res li{display:flex;align-items:center;gap:4px;font-variant-numeric:tabular-nums}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.res-icon{width:14px;height:14px;flex:none}
.header-actions{display:flex;gap:6px;margin-left:auto}
.footer{display:flex;flex-wrap:wrap;justify-content:center;gap:4px 16px;padding:6px 10px;font-size:12px;color:var(--ink-dim);
background:#100c22;border-top:1px solid #2c2157}
.footer a{color:var(--ink-dim)}
.overlay{position:absolute;inset:0;z-index:30;display:flex;align-items:center;justify-content:center;padding:12px;box-sizing:border-box}
.overlay-top{z-index:60;background:rgba(8,6,18,.82)}
.panel{position:relative;width:min(100%,420px);max-height:100%;overflow:auto;box-sizing:border-box;padding:18px 20px;
background:linear-gradient(#2e2458,#1d173b);border:2px solid var(--gold);border-radius:var(--radius);box-shadow:0 8px 40px rgba(0,0,0,.6)}
.panel h2{margin:0 0 14px;font-size:22px;font-weight:normal;color:#ffe7a8;text-align:center}
.panel-close{position:absolute;top:8px;right:8px}
.form{display:flex;flex-direction:column;gap:12px}
.field{display:flex;flex-direction:column;gap:4px}
.field label{font-size:14px;color:var(--ink-dim)}
.input{padding:8px 10px;border-radius:6px;border:1px solid var(--panel-edge);background:#120e26;color:var(--ink)}
.input[aria-invalid=true]{border-color:var(--danger)}
.check{display:flex;gap:8px;align-items:flex-start;font-size:14px}
.field-error,.form-error{margin:0;color:var(--danger);font-size:13px}
.form-actions{display:flex;gap:8px;justify-content:flex-end;flex-wrap:wrap}
.note{margin:0;font-size:13px;color:var(--gold)}
fieldset{border:1px solid var(--panel-edge);border-radius:8px;margin:0;padding:8px 12px;display:flex;flex-wrap:wrap;gap:6px 14px}
legend{padding:0 4px;color:var(--ink-dim);font-size:14px}
.message{margin:0 0 16px;text-align:center;font-size:17px;line-height:1.4}
.center{display:flex;justify-content:center}
.toasts{position:absolute;left:50%;bottom:16px;transform:translateX(-50%);z-index:70;pointer-events:none;width:min(92%,420px)}
.toast{padding:10px 14px;border-radius:8px;background:rgba(20,15,42,.95);border:1px solid var(--gold);text-align:center;
box-shadow:0 4px 20px rgba(0,0,0,.5);animation:toast-in .2s ease-out}
@keyframes toast-in{from{opacity:0;transform:translateY(8px)}to{opacity:1;transform:none}}
.social{display:flex;flex-direction:column;gap:8px;min-height:0}
#chat-page,#mail-page,#rating-page,#notifications-page{width:min(100%,560px);display:flex;flex-direction:column}
.tabs{display:flex;gap:4px;border-bottom:1px solid var(--panel-edge)}
.tab{cursor:pointer;border:1px solid var(--panel-edge);border-bottom:none;border-radius:8px 8px 0 0;background:var(--night-2);color:var(--ink-dim);padding:5px 14px}
.tab[aria-selected=true]{background:var(--panel-edge);color:#fff}
.msg-list,.room-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px;overflow:auto;max-height:min(52vh,440px)}
.msg,.notice{padding:6px 10px;border-radius:8px;background:rgba(12,9,28,.55);border:1px solid #3b2f6e}
.msg[data-mine=true]{align-self:flex-end;background:rgba(60,45,120,.6)}
.msg[data-mine]{max-width:85%}
.msg-meta{display:flex;flex-wrap:wrap;gap:4px 8px;align-items:baseline;font-size:12px;color:var(--ink-dim)}
.msg-author{font-weight:bold;color:#ffe7a8;font-size:14px}
.msg-text{margin:3px 0 0;white-space:pre-wrap;overflow-wrap:anywhere;font-size:15px;line-height:1.35}
.msg-mark{color:var(--gold);font-style:italic}
.msg-actions{display:flex;gap:12px;justify-content:flex-end}
.link-btn{cursor:pointer;border:none;background:none;color:#9fd0ff;padding:2px 0;font-size:13px;text-decoration:underline}
.link-btn.danger{color:var(--danger)}
.link-btn:disabled{opacity:.5;cursor:progress}
.composer{display:flex;flex-direction:column;gap:4px}
.composer-text{resize:vertical;min-height:2.6em;font:inherit}
.composer-row{display:flex;justify-content:space-between;align-items:center;gap:8px}
.composer-count{font-size:12px;color:var(--ink-dim);font-variant-numeric:tabular-nums}
.composer-count[data-over=true]{color:var(--danger);font-weight:bold}
.more{align-self:center}
.center-col{display:flex;flex-direction:column;align-items:center;gap:6px}
.room{cursor:pointer;width:100%;text-align:left;display:flex;flex-direction:column;gap:2px;padding:7px 10px;border-radius:8px;
border:1px solid #3b2f6e;background:rgba(12,9,28,.55);color:var(--ink)}
.room:hover{border-color:var(--gold)}
.room-head{display:flex;flex-wrap:wrap;gap:6px;align-items:center;font-size:12px;color:var(--ink-dim)}
.room-text{font-size:14px;color:var(--ink-dim);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.badge{font-size:11px;padding:1px 6px;border-radius:9px;background:var(--gold-dark);color:#fff}
.badge-dim{background:#4a4060}
.badge-new{background:#c4373f}
.dialog{display:flex;flex-direction:column;gap:8px;min-height:0}
.dialog-head{display:flex;gap:10px;align-items:center;flex-wrap:wrap}
.dialog-head .link-btn{margin-left:auto}
.confirm{padding:8px 10px;border:1px solid var(--danger);border-radius:8px;display:flex;flex-direction:column;gap:6px}
.rating-controls{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.rating-meta{display:flex;flex-wrap:wrap;gap:4px 14px;margin:0;font-size:13px;color:var(--ink-dim)}
.rating-table{width:100%;border-collapse:collapse;font-size:14px}
.rating-table th{text-align:left;color:var(--ink-dim);font-weight:normal;border-bottom:1px solid var(--panel-edge);padding:4px}
.rating-table td{padding:4px;border-bottom:1px solid #2f2560;font-variant-numeric:tabular-nums}
.online-dot{display:inline-block;width:8px;height:8px;border-radius:50%;background:#555;margin-right:6px;vertical-align:middle}
.online-dot.on{background:var(--ok)}
.header-actions .icon-btn{white-space:nowrap}
.new-dot{display:inline-block;width:8px;height:8px;border-radius:50%;background:#ff5a5a;margin-left:5px;vertical-align:top;box-shadow:0 0 4px #ff5a5a}
.gift-kind{color:var(--gold)}
@media (max-width:480px){.header-res{font-size:12px;gap:6px}.exp-bar{width:60px}.header-actions{margin-left:0}}
`;

/** Adds the app styles to the document once. */
export function injectAppStyles(doc: Document): void {
  if (doc.getElementById('app-style')) return;
  const style = doc.createElement('style');
  style.id = 'app-style';
  style.textContent = appStyles;
  doc.head.append(style);
}
