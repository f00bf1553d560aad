import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbidden } from '../../scripts/dependency-rules.mjs';

/**
 * The layer rules of scripts/dependency-rules.mjs, shown on a small tree made for each case (never the real one):
 * a file that breaks exactly one arrow of DESIGN.md "Folders" must be reported under that arrow's rule name,
 * and the same file importing what its layer may import must pass.
 */
const files: Record<string, string> = {
  'core/model/player.ts': 'export const LEVEL = 1;\n',
  'core/rules/level.ts': "import { LEVEL } from '../model/player.ts';\nexport const next = LEVEL + 1;\n",
  'core/api/client.ts': "import { LEVEL } from '../model/player.ts';\nexport const get = () => LEVEL;\n",
  'core/state/atoms.ts': "import { get } from '../api/client.ts';\nexport const value = get();\n",
  'core/ui/Hud.tsx': "import { value } from '../state/atoms.ts';\nexport const Hud = () => value;\n",
  'core/scene/Road.tsx': "import { value } from '../state/atoms.ts';\nexport const Road = () => value;\n",
  'core/index.ts': "export { value } from './state/atoms.ts';\n",
  'core/platform.ts': "export { pageLifecycle } from '../platforms/sdk/index.ts';\n",
  'platforms/sdk/lifecycle.ts': 'export const pageLifecycle = () => 1;\n',
  'platforms/sdk/index.ts': "export { pageLifecycle } from './lifecycle.ts';\n",
  'platforms/own/adapter.ts': "import { pageLifecycle } from '../sdk/index.ts';\nexport const adapter = pageLifecycle;\n",
  'platforms/own/index.ts': "import { value } from '../../core/index.ts';\nimport { adapter } from './adapter.ts';\nexport const entry = [value, adapter];\n",
  'fixtures/server/main.ts': "import { next } from '../../core/rules/level.ts';\nexport const main = next;\n",
};

/** The cases: one file added or replaced in the tree, and the rule it must break (null: it breaks none). */
const cases: { title: string; file: string; source: string; rule: string | null }[] = [
  { title: 'a rule importing a scene', file: 'core/rules/bad.ts', source: "import { Road } from '../scene/Road.tsx';\nexport const x = Road;\n", rule: 'rules-are-pure' },
  { title: 'a rule importing React', file: 'core/rules/bad.ts', source: "import { useState } from 'react';\nexport const x = useState;\n", rule: 'rules-are-pure' },
  { title: 'the model importing a rule', file: 'core/model/bad.ts', source: "import { next } from '../rules/level.ts';\nexport const x = next;\n", rule: 'model-imports-nothing' },
  { title: 'a scene importing a DOM overlay', file: 'core/scene/Bad.tsx', source: "import { Hud } from '../ui/Hud.tsx';\nexport const x = Hud;\n", rule: 'scene-beside-ui' },
  { title: 'an overlay importing a scene', file: 'core/ui/Bad.tsx', source: "import { Road } from '../scene/Road.tsx';\nexport const x = Road;\n", rule: 'ui-beside-scene' },
  { title: 'an overlay calling the request layer', file: 'core/ui/Bad.tsx', source: "import { get } from '../api/client.ts';\nexport const x = get;\n", rule: 'ui-beside-scene' },
  { title: 'state importing an overlay', file: 'core/state/bad.ts', source: "import { Hud } from '../ui/Hud.tsx';\nexport const x = Hud;\n", rule: 'state-without-views' },
  { title: 'the request layer importing state', file: 'core/api/bad.ts', source: "import { value } from '../state/atoms.ts';\nexport const x = value;\n", rule: 'api-below-state' },
  { title: 'core importing the reference server', file: 'core/model/bad.ts', source: "import { main } from '../../fixtures/server/main.ts';\nexport const x = main;\n", rule: 'core-stays-inside-core' },
  { title: 'core importing a host SDK', file: 'core/app/bad.ts', source: "import bridge from '@vkontakte/vk-bridge';\nexport const x = bridge;\n", rule: 'core-names-no-host' },
  { title: 'a platform deep-importing core', file: 'platforms/own/bad.ts', source: "import { value } from '../../core/state/atoms.ts';\nexport const x = value;\n", rule: 'platforms-use-the-core-surface' },
  { title: 'an adapter importing core', file: 'platforms/vk/adapter.ts', source: "import { value } from '../../core/index.ts';\nexport const x = value;\n", rule: 'adapters-use-the-sdk' },
  { title: 'the SDK importing core', file: 'platforms/sdk/bad.ts', source: "import { value } from '../../core/index.ts';\nexport const x = value;\n", rule: 'sdk-stands-alone' },
  { title: 'the example game importing core', file: 'platforms/sdk/example/bad.ts', source: "import { LEVEL } from '../../../core/model/player.ts';\nexport const x = LEVEL;\n", rule: 'sdk-stands-alone' },
  { title: 'the example game deep-importing the SDK', file: 'platforms/sdk/example/bad.ts', source: "import { pageLifecycle } from '../lifecycle.ts';\nexport const x = pageLifecycle;\n", rule: 'example-uses-the-sdk-entry' },
  { title: 'a host deep-importing the SDK', file: 'platforms/vk/bad.ts', source: "import { pageLifecycle } from '../sdk/lifecycle.ts';\nexport const x = pageLifecycle;\n", rule: 'platforms-use-the-sdk-entry' },
  { title: 'core importing the SDK beside its contract', file: 'core/state/bad.ts', source: "import { pageLifecycle } from '../../platforms/sdk/index.ts';\nexport const x = pageLifecycle;\n", rule: 'core-stays-inside-core' },
  { title: 'core\'s contract deep-importing the SDK', file: 'core/platform.ts', source: "export { pageLifecycle } from '../platforms/sdk/lifecycle.ts';\n", rule: 'core-sees-the-sdk-through-its-contract' },
  { title: 'one platform importing another', file: 'platforms/vk/bad.ts', source: "import { adapter } from '../own/adapter.ts';\nexport const x = adapter;\n", rule: 'platforms-are-separate' },
  { title: 'the server importing client state', file: 'fixtures/server/bad.ts', source: "import { value } from '../../core/state/atoms.ts';\nexport const x = value;\n", rule: 'server-reads-shared-core-only' },
  { title: 'an import cycle', file: 'core/model/player.ts', source: "import { CYCLE } from './cycle.ts';\nexport const LEVEL = CYCLE;\n", rule: 'no-circular' },
  { title: 'a type-only import across a layer', file: 'core/i18n/bad.ts', source: "import type { Hud } from '../ui/Hud.tsx';\nexport type X = typeof Hud;\n", rule: 'i18n-stands-alone' },
  { title: 'a test beside a rule reaching test support', file: 'core/rules/level.test.ts', source: "import { main } from '../../fixtures/server/main.ts';\nexport const x = main;\n", rule: null },
  { title: 'a layer importing only what it may', file: 'core/ui/Good.tsx', source: "import { value } from '../state/atoms.ts';\nimport { next } from '../rules/level.ts';\nexport const x = [value, next];\n", rule: null },
];

let root = '';
const cwd = process.cwd();

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'layers-'));
});
afterAll(() => {
  process.chdir(cwd);
  rmSync(root, { recursive: true, force: true });
});

/** Writes the base tree plus `extra` into a fresh folder and cruises it with the project's rules. */
async function violationsWith(extra: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(root, 'tree-'));
  const tree = { ...files, 'core/model/cycle.ts': "import { LEVEL } from './player.ts';\nexport const CYCLE = 1 + LEVEL;\n", ...extra };
  // Without the cycle case, cycle.ts is not imported by player.ts, so it is a leaf and harmless.
  for (const [file, source] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  // dependency-cruiser reports paths relative to the working folder, which the rules' regular expressions expect.
  process.chdir(dir);
  try {
    const { output } = await cruise(['core', 'platforms', 'fixtures'], {
      ruleSet: { forbidden: forbidden },
      validate: true,
      parser: 'swc',
      doNotFollow: { path: 'node_modules' },
    });
    return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  } finally {
    process.chdir(cwd);
  }
}

describe('the layer rules (scripts/dependency-rules.mjs)', () => {
  it('pass the base tree, whose every import follows DESIGN.md "Folders"', async () => {
    expect(await violationsWith({})).toEqual([]);
  });

  for (const c of cases) {
    it(c.rule ? `report ${c.title} as ${c.rule}` : `accept ${c.title}`, async () => {
      const found = await violationsWith({ [c.file]: c.source });
      if (c.rule === null) expect(found).toEqual([]);
      else expect(found.map((v) => v.split(':')[0])).toContain(c.rule);
      // Nothing else in the tree is blamed: every violation starts at the file the case added (or, for the
      // cycle, at one of its two files).
      const blamed = c.rule === 'no-circular' ? [c.file, 'core/model/cycle.ts'] : [c.file];
      expect(found.filter((v) => !blamed.some((file) => v.includes(`: ${file} →`)))).toEqual([]);
    });
  }
});
