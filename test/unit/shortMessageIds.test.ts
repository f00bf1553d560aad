import { describe, expect, it } from 'vitest';
import { catalogIds, idsUsedOtherwise, planShortIds, renameInCatalog, renameInCode, shortId } from '../../scripts/shortMessageIds.mjs';

describe('shortMessageIds (issue 26: short message ids in production bundles)', () => {
  it('counts short ids without gaps or repeats', () => {
    const ids = Array.from({ length: 64 * 65 + 3 }, (_, n) => shortId(n));
    expect(ids.slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(ids[64]).toBe('aa');
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[\w-]+$/.test(id))).toBe(true);
  });

  it('reads the ids of a compiled catalog', () => {
    const source = 'import type{Messages}from"@lingui/core";export const messages=JSON.parse("{\\"-CVDXR\\":[\\"Hit\\"],\\"--aQMK\\":[\\"Gold \\",[\\"n\\"]]}");';
    expect(catalogIds(source)).toEqual(['-CVDXR', '--aQMK']);
  });

  it('renames descriptors and catalog keys alike, and keeps an id some code names as a plain string', () => {
    const ids = ['-CVDXR', '--aQMK', 'x9Y_zz'];
    const code = 'const a = { id: "-CVDXR" }; t({id:`--aQMK`, values}); const b = { id: "x9Y_zz" }; lookup("x9Y_zz");';
    const kept = idsUsedOtherwise(code, ids);
    expect([...kept]).toEqual(['x9Y_zz']);
    const plan = planShortIds(ids, kept);
    expect(Object.fromEntries(plan)).toEqual({ '--aQMK': 'a', '-CVDXR': 'b' });
    expect(renameInCode(code, plan)).toBe('const a = { id: "b" }; t({id:`a`, values}); const b = { id: "x9Y_zz" }; lookup("x9Y_zz");');
    expect(renameInCatalog('JSON.parse(`{"-CVDXR":["Hit"],"--aQMK":["Gold"],"x9Y_zz":["-CVDXR"]}`)', plan)).toBe(
      'JSON.parse(`{"b":["Hit"],"a":["Gold"],"x9Y_zz":["-CVDXR"]}`)',
    );
    expect(renameInCatalog('JSON.parse("{\\"-CVDXR\\":[\\"Hit\\"]}")', plan)).toBe('JSON.parse("{\\"b\\":[\\"Hit\\"]}")');
  });

  it('never hands out a short id that is some kept id', () => {
    const plan = planShortIds(['a', 'long-1', 'long-2'], new Set(['a']));
    expect([...plan.values()]).toEqual(['b', 'c']);
  });
});
