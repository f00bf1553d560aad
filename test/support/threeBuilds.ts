import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as THREE from 'three';
import { dropLeftOutGlsl } from '../../scripts/threeObjectStubs.mjs';
import { sourceIncludes, threeShaders, trimThreeShaders } from '../../scripts/threeShaders.mjs';
import { dropShadowGlsl, STUBS, stubThreeParts } from '../../scripts/threeStubs.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const threeBuild = path.join(root, 'node_modules', 'three', 'build');
export const originalModule = readFileSync(path.join(threeBuild, 'three.module.js'), 'utf8');
export const originalCore = readFileSync(path.join(threeBuild, 'three.core.js'), 'utf8');

/** three.module.js and three.core.js as the own build's rollup plugin (scripts/threeShaders.mjs) hands them on. */
export function builtThree(): { module: string; core: string } {
  const plugin = threeShaders({ sourceDir: path.join(root, 'core') });
  const hook = plugin.transform as (code: string, id: string) => { code: string };
  const transform = (code: string, file: string): string => hook(code, path.join(threeBuild, file)).code;
  return { module: transform(originalModule, 'three.module.js'), core: transform(originalCore, 'three.core.js') };
}

/**
 * three.module.js as the build made it before the stand-ins of scripts/threeTextureStubs.mjs, threeProgramStubs.mjs
 * and threeObjectStubs.mjs (scripts/threeStubs.mjs' only), beside the original three.core.js: what those are compared
 * with. Its GLSL has the blocks of absent lights cut as the build's has, which the preprocessor drops anyway (their
 * counts are 0; threeObjectStubs.test.ts), so the programs' sources compare equal.
 */
export function threeBeforeStandIns(): { module: string; core: string } {
  const stubbed = dropLeftOutGlsl(dropShadowGlsl(stubThreeParts(originalModule, STUBS)));
  return { module: trimThreeShaders(stubbed, { ownGlsl: sourceIncludes(path.join(root, 'core')) }).code, core: originalCore };
}

const folders: string[] = [];
/** Imports a three.module.js text for real, beside its three.core.js, from a folder of its own. */
export async function importThree(files: { module: string; core: string }): Promise<typeof THREE> {
  const folder = mkdtempSync(path.join(tmpdir(), 'three-build-'));
  folders.push(folder);
  writeFileSync(path.join(folder, 'three.core.js'), files.core);
  writeFileSync(path.join(folder, 'three.module.js'), files.module);
  return (await import(pathToFileURL(path.join(folder, 'three.module.js')).href)) as typeof THREE;
}

/** Removes the folders importThree made (call in afterAll). */
export const removeImportedThree = (): void => folders.splice(0).forEach((f) => rmSync(f, { recursive: true, force: true }));
