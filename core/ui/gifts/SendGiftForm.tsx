import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { GIFT_MAX } from '../../content/index.ts';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { GIFT_LEVEL, GiftResource } from '../../model/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { sendGift } from '../../state/gifts.ts';
import './gifts.css';

/**
 * Send a gift from a player's profile (issue 12): the player's own gold or crystals into the receiver's gifts
 * inbox. Below the gifts level the form says why instead (product §8 "Gifts: level 15").
 */
export default function SendGiftForm({ receiverId }: { receiverId: number }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const me = useAtomValue(playerAtom);
  const [resource, setResource] = useState<GiftResource>(GiftResource.GOLD);
  const [amount, setAmount] = useState(100);
  const [text, setText] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'sent' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  if (!me) return null;
  if (me.level < GIFT_LEVEL) {
    const level = GIFT_LEVEL;
    return <p className="note gift-gate">{t`Gifts open at level ${level}`}</p>;
  }
  const max = GIFT_MAX[resource];
  const held: Record<GiftResource, number> = { GOLD: me.gold, CRYSTAL: me.crystal, TICKET: me.tickets };
  const have = held[resource];
  const valid = Number.isInteger(amount) && amount >= 1 && amount <= max && amount <= have;

  const submit = async (): Promise<void> => {
    setState({ kind: 'busy' });
    try {
      await sendGift(store, receiverId, resource, amount, text);
      setState({ kind: 'sent' });
      setText('');
    } catch (error: unknown) {
      setState({ kind: 'failed', message: i18n._(errorMessage(error)) });
    }
  };

  return (
    <form
      className="gift-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void submit();
      }}
    >
      <h3>{t`Send a gift`}</h3>
      <div className="gift-fields">
        <select aria-label={t`What to give`} value={resource} onChange={(e) => setResource(e.target.value as GiftResource)}>
          <option value={GiftResource.GOLD}>{t`Gold`}</option>
          <option value={GiftResource.CRYSTAL}>{t`Crystals`}</option>
          <option value={GiftResource.TICKET}>{t`Wheel tickets`}</option>
        </select>
        <input
          type="number"
          aria-label={t`Amount`}
          min={1}
          max={max}
          value={amount}
          onChange={(e) => setAmount(Number(e.target.value))}
        />
      </div>
      <input type="text" aria-label={t`Note`} placeholder={t`A note (optional)`} maxLength={200} value={text} onChange={(e) => setText(e.target.value)} />
      <p className="note">{t`Up to ${max}; you have ${have}.`}</p>
      {state.kind === 'failed' && <p className="message error" role="alert">{state.message}</p>}
      {state.kind === 'sent' && <p className="message" role="status">{t`Gift sent`}</p>}
      <button type="submit" className="btn" disabled={!valid || state.kind === 'busy'}>
        {t`Give`}
      </button>
    </form>
  );
}
