// `node scripts/bench/cpuProfileSummary.mjs file.cpuprofile [top]`: where a V8 CPU profile (node --cpu-prof, e.g. the
// bench's BENCH_CPU_PROF) spent its time: self and inclusive time by function and by module (issue 26). With `skip`
// (seconds), the first seconds are left out: start-up, and the lazy compiling of schemas on each route's first call.
import { readFileSync } from 'node:fs';

const [file, topArg, skipArg] = process.argv.slice(2);
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const skipMs = Number(skipArg ?? 0) * 1000;
const dt = new Map();
let at = 0;
profile.samples.forEach((id, i) => {
  at += (profile.timeDeltas[i] ?? 0) / 1000;
  if (at >= skipMs) dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
});
const total = [...dt.values()].reduce((a, b) => a + b, 0);

const module = (url) => {
  if (!url) return '(native/vm)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/(fixtures|core)\//, '$1/');
};
const fnKey = (node) => `${node.callFrame.functionName || '(anonymous)'} ${module(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
const self = new Map();
const selfModule = new Map();
const inclusive = new Map();
const inclusiveModule = new Map();
for (const [id, ms] of dt) {
  const node = byId.get(id);
  if (node.callFrame.functionName === '(idle)') continue;
  const k = fnKey(node);
  self.set(k, (self.get(k) ?? 0) + ms);
  const mod = module(node.callFrame.url);
  selfModule.set(mod, (selfModule.get(mod) ?? 0) + ms);
  // Inclusive: each function (and module) on this sample's stack once.
  const seen = new Set();
  const seenModules = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur);
    const key = fnKey(n);
    if (!seen.has(key)) {
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
    const mk = module(n.callFrame.url);
    if (!seenModules.has(mk)) {
      seenModules.add(mk);
      inclusiveModule.set(mk, (inclusiveModule.get(mk) ?? 0) + ms);
    }
  }
}
const idle = [...dt].filter(([id]) => byId.get(id).callFrame.functionName === '(idle)').reduce((a, [, ms]) => a + ms, 0);
const busy = total - idle;
const print = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [k, ms] of [...map].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(root)')).sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`  ${((ms / busy) * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(7)} ms  ${k}`);
};
console.log(`${file}: ${(total / 1000).toFixed(1)} s sampled, busy ${(busy / 1000).toFixed(1)} s (percentages are of busy time)`);
print('self time by module', selfModule, top);
print('inclusive time by module', inclusiveModule, top);
print('self time by function', self, top);
print('inclusive time by function', inclusive, top);
