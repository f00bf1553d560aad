/**
 * The loading screen's painted backdrop as one inline SVG (it lives in the first chunk, so no file is fetched): the
 * ranges and hills of the road's world at dusk and the stairs of mirrors floating up towards a glowing gate, lit
 * from the upper left as every scene is (core/scene/ART.md, core/ui/STYLE-GUIDE.md). The moon and sky are CSS
 * (loadingStyles.ts), so they stay in the frame however the landscape is cropped.
 */
const STEPS = 8;

/** One mirror plate: its lit top (a parallelogram), its dark front edge and a gold rim on the lit side. */
function plate(i: number): string {
  const k = 1 - i / (STEPS + 2);
  const w = 96 * k;
  const d = 9 * k;
  const x = 200 + (i % 2 ? 16 : -16) * k - w / 2;
  const y = 276 - i * 17 * (1 - i / 40);
  const f = (n: number): string => n.toFixed(1);
  return (
    `<path d="M${f(x + d)} ${f(y - d)}h${f(w)}l${f(-d)} ${f(d)}h${f(-w)}z" fill="url(#lm)"/>` +
    `<path d="M${f(x)} ${f(y)}h${f(w)}v${f(3 * k)}h${f(-w)}z" fill="#1a1238"/>` +
    `<path d="M${f(x)} ${f(y)}l${f(d)} ${f(-d)}h${f(w * 0.6)}" fill="none" stroke="#ffe2a0" stroke-width=".8" opacity="${f(0.45 + k * 0.5)}"/>`
  );
}

export function loadingArt(): string {
  let plates = '';
  for (let i = STEPS - 1; i >= 0; i--) plates += plate(i);
  return (
    '<svg viewBox="-200 0 800 300" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">' +
    '<defs><linearGradient id="lm" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#efe6ff"/>' +
    '<stop offset=".35" stop-color="#9d8ae0"/><stop offset=".7" stop-color="#4b3c96"/><stop offset="1" stop-color="#d9b56a"/></linearGradient>' +
    '<radialGradient id="lg"><stop offset="0" stop-color="#ffe6a8" stop-opacity=".9"/><stop offset=".35" stop-color="#c9a0ff" stop-opacity=".35"/>' +
    '<stop offset="1" stop-color="#6c56b8" stop-opacity="0"/></radialGradient></defs>' +
    '<circle cx="200" cy="128" r="70" fill="url(#lg)"/>' +
    '<path d="M188 136v-22a12 12 0 0 1 24 0v22z" fill="#fff3d0" opacity=".85"/>' +
    '<path d="M-200 160-160 136-120 152-70 120-30 150 0 178 42 146l26 14 42-46 38 38 42-30 36 38 44-48 40 36 38-26 52 40L450 132 500 156 550 128 600 150V300H-200z" fill="#2c2466"/>' +
    '<path d="M110 114l-8 12 10-4zM284 112l-10 14 12-6z" fill="#8d7fc8" opacity=".6"/>' +
    '<path d="M-200 212q50-24 100-6t100 12q60-38 120-12t120-6 160-8t100 10 100-6V300H-200z" fill="#1b1646"/>' +
    plates +
    '<path d="M-200 250q100-20 200 8q90-28 176 4t224-14t200 6V300H-200z" fill="#0c0a21"/>' +
    '</svg>'
  );
}
