import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as THREE from 'three';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIGURES } from '../../core/content/figures/index.ts';
import { ROAD_THEMES } from '../../core/scene/road/roadTheme.ts';
import { MoteKind, RidgeKind, STAGE_LIGHTS, WORLD_LOOKS } from '../../core/scene/worlds/worldLooks.ts';
import { builtThree, importThree, originalCore, removeImportedThree } from '../support/threeBuilds.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Every .ts/.tsx file under core/ but the tests, with its path. */
const coreSources = (): [string, string][] =>
  readdirSync(path.join(root, 'core'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.includes('.test.'))
    .map((e) => [path.relative(root, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name), 'utf8')]);

/** Every string in a value, however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

/** Our geometries' kinds, as three builds them. */
const geometries = (three: typeof THREE): THREE.BufferGeometry[] => [
  new three.PlaneGeometry(2, 1, 3, 2),
  new three.BoxGeometry(1, 2, 3),
  new three.SphereGeometry(1, 10, 8),
  new three.CapsuleGeometry(0.5, 1, 4, 10),
  new three.ConeGeometry(1, 2, 10),
  new three.CylinderGeometry(1, 0.5, 2, 10),
  new three.CircleGeometry(1, 12),
  new three.RingGeometry(0.5, 1, 12),
];

describe("three.core.js without CSS colour names, HSL, and BufferGeometry's normals and tangents (scripts/threeCoreStubs.mjs)", () => {
  let built: typeof THREE;
  beforeAll(async () => {
    built = await importThree(builtThree());
  });
  afterAll(removeImportedThree);

  it("leaves their code out of the build's three.core.js", () => {
    const { core } = builtThree();
    for (const text of ["'aliceblue': 0xF0F8FF", "'fc', 'fd', 'fe', 'ff' ];", 'parseFloat( color[ 1 ] ) / 360', '// based on http://www.terathon.com/code/tangent.html', 'function convertBufferAttribute( attribute, indices )', 'const pA = new Vector3(), pB = new Vector3(), pC = new Vector3();']) {
      expect(originalCore).toContain(text);
      expect(core).not.toContain(text);
    }
  });

  it('parses colours and builds geometries as the original does', () => {
    // Hex, numbers and rgb(), as Color.getStyle writes it (CreatureStageSet passes its bands' colours so).
    const written = new THREE.Color('#2c1a4a').lerp(new THREE.Color('#0d0920'), 0.3).getStyle();
    for (const colour of ['#ff8800', '#F80', '#0a0716', '', 0x336699, written, 'rgb(255, 136, 0)', 'rgba(10%, 20%, 30%, 1)'] as const) {
      expect(new built.Color(colour).getHex(), String(colour)).toBe(new THREE.Color(colour).getHex());
    }
    expect(new built.Color(0.1, 0.2, 0.3).toArray()).toEqual(new THREE.Color(0.1, 0.2, 0.3).toArray());
    expect(new built.Color().setStyle('#abcdef', built.LinearSRGBColorSpace).toArray()).toEqual(new THREE.Color().setStyle('#abcdef', THREE.LinearSRGBColorSpace).toArray());
    // The UUIDs' hex table, computed instead of written out: version-4 UUIDs, each byte two hex digits, all 256 seen.
    const uuids = Array.from({ length: 3000 }, () => built.MathUtils.generateUUID());
    for (const uuid of uuids) expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(uuids.map((uuid) => uuid.slice(0, 2))).size).toBe(256);
    const [ours, theirs] = [geometries(built), geometries(THREE)];
    ours.forEach((geometry, i) => {
      for (const name of ['position', 'normal', 'uv']) expect(geometry.getAttribute(name).array, `${geometry.type} ${name}`).toEqual(theirs[i]!.getAttribute(name).array);
      expect(geometry.index?.array).toEqual(theirs[i]!.index?.array);
    });
  });

  it('throws, naming the file, where our code would parse another colour or compute normals', () => {
    const geometry = new built.PlaneGeometry();
    const cases: [() => unknown, RegExp][] = [
      [() => new built.Color('white'), /CSS colour names are left out/],
      [() => new built.Color().setStyle('hsl(30, 100%, 50%)'), /HSL colours are left out/],
      [() => built.Color.NAMES, /CSS colour names are left out/],
      [() => geometry.computeVertexNormals(), /BufferGeometry.computeVertexNormals is left out/],
      [() => geometry.normalizeNormals(), /BufferGeometry.normalizeNormals is left out/],
    ];
    for (const [use, error] of cases) {
      expect(use).toThrow(error);
      expect(use).toThrow(/scripts\/threeCoreStubs\.mjs/);
    }
    // Those only the stand-ins above called are then named by nothing and go with the unused methods
    // (scripts/threeUnusedMethods.mjs): they throw all the same.
    const alsoUnused: [() => unknown, RegExp][] = [
      [() => new built.Color().setColorName('white'), /CSS colour names are left out|Color.setColorName is left out/],
      [() => new built.Color().setHSL(0.1, 0.5, 0.5), /HSL colours are left out|Color.setHSL is left out/],
      [() => new built.Color().getHSL({ h: 0, s: 0, l: 0 }), /HSL colours are left out|Color.getHSL is left out/],
      [() => new built.Color().offsetHSL(0.1, 0, 0), /HSL colours are left out|Color.offsetHSL is left out/],
      [() => new built.Color().lerpHSL(new built.Color(), 0.5), /HSL colours are left out|Color.lerpHSL is left out/],
      [() => geometry.computeTangents(), /BufferGeometry.computeTangents is left out/],
      [() => geometry.toNonIndexed(), /BufferGeometry.toNonIndexed is left out/],
    ];
    for (const [use, error] of alsoUnused) {
      expect(use).toThrow(error);
      expect(use).toThrow(/scripts\/three(?:CoreStubs|UnusedMethods)\.mjs/);
    }
  });

  it('holds because our colours are numbers, hex or rgb() and nothing under core/ computes normals or uses HSL', () => {
    const uses = /\.(?:computeVertexNormals|normalizeNormals|computeTangents|toNonIndexed|setHSL|getHSL|offsetHSL|lerpHSL|setColorName|setStyle)\(|\bNAMES\b/;
    expect(coreSources().filter(([, text]) => uses.test(text)).map(([file]) => file), 'drop the stand-in in scripts/threeCoreStubs.mjs').toEqual([]);
    // A colour written as a string that is neither hex nor rgb(), in a scene's JSX, a Color or a colour's set().
    const named = /\b(?:color|colour|emissive)=(?:["']|\{\s*["'])(?!#|rgb)|new Color\(\s*['"](?!#|rgb)|\bcolou?r\.set\(\s*['"](?!#|rgb)/;
    expect(coreSources().filter(([file, text]) => file.startsWith('core/scene') && named.test(text)).map(([file]) => file)).toEqual([]);
    // The scenes' colour data: no value that Color would read as a name or hsl(), but the kinds of motes and
    // ridges ('snow' is one), which are ids.
    const names = new Set(Object.keys(THREE.Color.NAMES));
    const ids = new Set(stringsOf({ MoteKind, RidgeKind }));
    for (const value of stringsOf({ FIGURES, ROAD_THEMES, WORLD_LOOKS, STAGE_LIGHTS }).filter((v) => !ids.has(v))) {
      expect(names.has(value.toLowerCase()) || /^hsla?\(/i.test(value), value).toBe(false);
    }
    for (const figure of Object.values(FIGURES)) stringsOf(figure.palette).forEach((c) => expect(c).toMatch(/^#[0-9a-f]{6}$/i));
  });
});
