import { describe, expect, it } from 'vitest';
import { createFakeFapi, type FapiCall } from '../../fixtures/hosts/ok/fakeFapi.ts';
import { signedOkLaunch } from '../../fixtures/hosts/ok/fakeOk.ts';
import { answerOkDialog } from '../../fixtures/hosts/ok/okHostClient.ts';
import { DialogScript } from '../../fixtures/hosts/shared/DialogScript.ts';
import { PurchaseScript } from '../../fixtures/hosts/shared/PurchaseScript.ts';
import { createOkAdapter } from './adapter.ts';
import type { OkScope } from './Fapi.ts';

/** The OK adapter over the fake FAPI, whose payment processing is never reached here. */
const setUp = (search: string, joinAnswers: DialogScript[] = []) => {
  const scope: OkScope = {};
  const calls: FapiCall[] = [];
  const fapi = createFakeFapi({
    scope,
    search,
    calls,
    dialog: (method, args) =>
      answerOkDialog(method, args, {
        choose: async () => PurchaseScript.cancelled,
        dialog: async (title) => (title.startsWith('OK: join the group') ? (joinAnswers.shift() ?? DialogScript.ok) : DialogScript.ok),
        pay: async () => {
          throw new Error('no payment is made in these tests');
        },
      }),
  });
  return { adapter: createOkAdapter({ fapi, scope, search, groupId: '5500' }), scope, calls };
};

describe('OK adapter', () => {
  const user = '577000000001';
  const search = `?${signedOkLaunch(user, Date.now())}`;

  it('invites through FAPI.UI.showInvite with the text and our referral, and posts through postMediatopic (product §6)', async () => {
    const { adapter, calls } = setUp(search);
    expect(adapter.capabilities).toMatchObject({ invite: true, share: true, referral: true, payments: true });
    expect(await adapter.invite?.('Join me')).toBe(true);
    expect(await adapter.share?.('I reached the 10th stair')).toBe(true);
    expect(calls.map((c) => c.method)).toEqual(['showInvite', 'postMediatopic']);
    expect(calls[0]?.args.slice(0, 2)).toEqual(['Join me', `ref=${user}`]);
    expect(calls[1]?.args[0]).toEqual({ media: [{ type: 'text', text: 'I reached the 10th stair' }] });
  });

  it('owns API_callback: a dialog outcome for another method does not settle the open one', async () => {
    const { adapter, scope } = setUp(search);
    expect(typeof scope.API_callback).toBe('function');
    const invited = adapter.invite?.('Join me');
    scope.API_callback?.('showPayment', 'ok', 'null');
    expect(await invited).toBe(true);
  });

  it('sends logged_user_id, and refuses to sign in without signed launch parameters', async () => {
    expect(setUp(search).adapter.headers()).toEqual({ logged_user_id: user });
    const bare = setUp('?foo=1').adapter;
    expect(bare.headers()).toEqual({});
    await expect(bare.signIn({ postForm: async () => ({}), lang: 'en' })).rejects.toThrow(/no signed launch/);
    expect((await bare.purchase({ id: 'gems_100', title: '💎 100', amount: 100, price: 99 })).kind).toBe('failed');
  });

  it('asks to join the game group through FAPI.UI.joinGroup: joined or already a member is true, a decline false', async () => {
    const { adapter, scope, calls } = setUp(search, [DialogScript.ok, DialogScript.cancelled, DialogScript.failed]);
    expect(await adapter.joinGroup?.()).toBe(true);
    expect(calls.at(-1)).toEqual({ method: 'joinGroup', args: ['5500', true] });
    expect(await adapter.joinGroup?.()).toBe(false);
    await expect(adapter.joinGroup?.()).rejects.toThrow(/joinGroup answered error: common.finder/);
    // OK's answer for a member who joins again: an error whose data says so, which is no refusal.
    const again = adapter.joinGroup?.();
    scope.API_callback?.('joinGroup', 'error', 'already.member');
    expect(await again).toBe(true);
  });
});
