// The reference server for the browser suites: the own bundle on a fresh embedded database in a temp folder (a
// migrated copy, which spares PGlite's initdb).
import path from 'node:path';
import { migratedDataDir } from '../support/migratedDataDir.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
process.env.DATA_DIR = await migratedDataDir('e2e-db-');
// Seeded accounts for the suites that need a level or an access a new player lacks (chat, moderation).
process.env.SEED_FILE ??= path.join(root, 'test', 'e2e', 'seed.json');
process.env.STATIC_DIR ??= path.join(root, 'builds', 'own');
// The suites register dozens of players and sign in again and again from 127.0.0.1: every request limit raised.
process.env.RATE_LIMIT_SCALE ??= '100';
await import('../../fixtures/server/main.ts');
