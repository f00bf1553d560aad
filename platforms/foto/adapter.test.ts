import { describe, expect, it } from 'vitest';
import { createFakeFsapi, type FsapiEvent } from '../../fixtures/hosts/foto/fakeFsapi.ts';
import { answerFsapiEvent } from '../../fixtures/hosts/foto/fotoHostClient.ts';
import { DialogScript } from '../../fixtures/hosts/shared/DialogScript.ts';
import { PurchaseScript } from '../../fixtures/hosts/shared/PurchaseScript.ts';
import { createFotoAdapter } from './adapter.ts';
import { trustedFsapiUrl } from './Fsapi.ts';

describe('trustedFsapiUrl', () => {
  const page = 'https://game.example';
  it("loads only Fotostrana's script or one of this page's origin", () => {
    const url = (fsapi: string) => trustedFsapiUrl(`?${new URLSearchParams({ fsapi })}`, page);
    expect(url('https://fotostrana.ru/apifs/js/fsapi.js')).toBe('https://fotostrana.ru/apifs/js/fsapi.js');
    expect(url('https://static.fotostrana.ru/fsapi.js')).toBe('https://static.fotostrana.ru/fsapi.js');
    expect(url('/__host/foto/fsapi.js')).toBe('https://game.example/__host/foto/fsapi.js');
    for (const bad of ['http://fotostrana.ru/fsapi.js', 'https://fotostrana.ru.evil.example/x.js', 'https://evil.example/fotostrana.ru', '//evil.example/x.js', 'javascript:alert(1)']) {
      expect([bad, url(bad)]).toEqual([bad, null]);
    }
    expect(trustedFsapiUrl('?apiId=1', page)).toBeNull();
  });
});

describe('Fotostrana adapter', () => {
  it('invites and posts on the wall through fsapi events, once signed in (product §6 referral on)', async () => {
    const events: FsapiEvent[] = [];
    const Fsapi = createFakeFsapi(
      (name, params) => answerFsapiEvent(name, params, { choose: async () => PurchaseScript.cancelled, dialog: async () => DialogScript.ok }),
      events,
    );
    const adapter = createFotoAdapter({ loadSdk: async () => new Fsapi('app', ''), search: '?uid=42&ts=1&sig=x' });
    expect(adapter.capabilities).toMatchObject({ invite: true, share: true, referral: true, payments: true });
    expect(adapter.headers()).toEqual({ fotoUid: '42' });
    // Before sign-in Fotostrana's API is not loaded: nothing to open, and the UI says so.
    await expect(adapter.invite?.('Join me')).rejects.toMatchObject({ name: 'PlatformDialogError', code: 'NOT_READY' });
    expect(events).toEqual([]);
    const posted: Record<string, string>[] = [];
    await adapter.signIn({ postForm: async (_path, body) => void posted.push(body), lang: 'ru' });
    expect(posted).toEqual([{ uid: '42', ts: '1', sig: 'x', lang: 'ru' }]);
    expect(await adapter.invite?.('Join me')).toBe(true);
    expect(await adapter.share?.('Stair 10!')).toBe(true);
    expect(events).toEqual([
      { name: 'invite', params: {} },
      { name: 'postUserEventOnWall', params: { text: 'Stair 10!', imgUrl: '' } },
    ]);
    // A closed buyItem dialog asks our server for nothing.
    expect(await adapter.purchase({ id: 'gems_100', title: '💎 100', amount: 100, price: 99 })).toEqual({ kind: 'cancelled' });
    expect(posted).toHaveLength(1);
  });
});
