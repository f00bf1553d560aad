// The reference server for the browser suites: the own bundle on a fresh embedded database in a temp folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'e2e-db-'));
process.env.STATIC_DIR ??= path.join(root, 'builds', 'own');
await import('../../fixtures/server/main.ts');
