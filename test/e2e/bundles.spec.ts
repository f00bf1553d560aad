import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/e2eTest.ts';
import { userSources, type UserSource } from '../../core/model/index.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Strings only one host's code contains (its integration paths, its SDK's wire names, its entry's error
 * texts). Issue 3: "no code of other hosts inside" a bundle. A new host adds its markers here.
 */
const markers: Record<UserSource, readonly string[]> = {
  own: ['own: the page has no #game element'],
  vk: ['/api/integration/vk/', 'vk: the page has no #game element', 'vk-connect', 'VKWebAppShowOrderBox'],
  tg: ['/api/integration/tg/', 'tg: the page has no #game element', 'telegram-web-app.js'],
  ya: ['/api/integration/ya/', 'ya: the page has no #game element', 'YaGames'],
  ok: ['/api/integration/ok/', 'ok: the page has no #game element', 'API_callback', 'showPayment'],
  mystore: ['/api/integration/mystore/', 'mystore: the page has no #game element', 'paymentFrame', 'mailru-core'],
  kong: ['/api/integration/kong/', 'kong: the page has no #game element', 'purchaseItemsRemote', 'kongregate_language'],
  crazy: ['/api/integration/crazy/', 'crazy: the page has no #game element', 'getUserToken'],
  foto: ['/api/integration/foto/', 'foto: the page has no #game element', 'buyItem', 'postUserEventOnWall'],
  exe: ['/api/integration/exe/', 'exe: the page has no #game element', 'showOrderBox'],
  beeline: ['/api/integration/beeline/', 'beeline: the page has no #game element', 'beeline-portal'],
  rustore: ['/api/integration/rustore/', 'rustore: the page has no #game element', 'RuStoreBridge'],
};

const built = userSources.filter((host) => existsSync(path.join(root, 'builds', host, 'js')));

const code = (host: UserSource): string =>
  readdirSync(path.join(root, 'builds', host, 'js'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(root, 'builds', host, 'js', file), 'utf8'))
    .join('\n');

test('the own bundle is built (the suite needs at least one bundle to look into)', () => {
  expect(built).toContain('own');
});

for (const host of built) {
  test(`builds/${host} holds its own host code and no other host's`, () => {
    const js = code(host);
    for (const marker of markers[host]) expect(js, `${host} should contain its marker ${marker}`).toContain(marker);
    for (const other of userSources.filter((s) => s !== host)) {
      for (const marker of markers[other]) expect(js, `${host} must not contain ${other}'s ${marker}`).not.toContain(marker);
    }
  });
}
