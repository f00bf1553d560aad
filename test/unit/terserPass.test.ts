import { describe, expect, it } from 'vitest';
import { terserPass, withChunkNames, withoutChunkNames } from '../../scripts/terserPass.mjs';

/** A minified chunk as esbuild leaves it, importing the chunks `names`. */
const chunk = (react: string, own: string): string =>
  `import{a as longImportedName}from"./${react}";import{b as anotherName}from"./${own}";` +
  'function makeThing(firstArgument,secondArgument){const localValue=firstArgument+secondArgument;return longImportedName(localValue,anotherName)}' +
  'const lazy=()=>import("./' + own + '");export{makeThing as m,lazy as l};';

describe('terserPass: every chunk compressed and renamed by terser, once per build', () => {
  it('sets the chunk names aside and gives each back in its place', () => {
    const code = chunk('react-Dqizsrf0.js', 'own-!~{001}~.js');
    const { stripped, names } = withoutChunkNames(code);
    expect(names).toEqual(['"./react-Dqizsrf0.js"', '"./own-!~{001}~.js"', '"./own-!~{001}~.js"']);
    expect(stripped).not.toContain('react-');
    expect(withChunkNames(stripped, names)).toBe(code);
  });

  it("renames locals, keeps the exports, and gives each host's bundle its own chunk names from the shared result", async () => {
    const own = await terserPass(chunk('react-AAAAAAAA.js', 'own-BBBBBBBB.js'));
    const vk = await terserPass(chunk('react-CCCCCCCC.js', 'vk-DDDDDDDD.js'));
    for (const gone of ['firstArgument', 'localValue', 'makeThing']) expect(own).not.toContain(gone);
    // Compressed too: the local used once is folded into the call.
    expect(own).not.toMatch(/function \w+\(\w+,\w+\)\{const /);
    expect(own).toMatch(/export\{\w+ as m,\w+ as l\}/);
    expect(own).toContain('from"./react-AAAAAAAA.js"');
    expect(own).toContain('import("./own-BBBBBBBB.js")');
    expect(vk).toBe(own.replaceAll('react-AAAAAAAA', 'react-CCCCCCCC').replaceAll('own-BBBBBBBB', 'vk-DDDDDDDD'));
  });
});
