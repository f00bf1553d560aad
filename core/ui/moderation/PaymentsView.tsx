import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { loadPayments, paymentsAtom } from '../../state/moderation.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { formatWhen } from './banTexts.ts';
import { paymentStatusNames } from './logFilterNames.ts';
import { Pager } from './Pager.tsx';

const emeraldsText = msg({ message: '{count, plural, one {# emerald} other {# emeralds}}' });
const refundedText = msg({ message: 'Refunded: {count, plural, one {# emerald} other {# emeralds}}' });

/** A player's payments (technical §7 `tech/player/{id}/payments`), each with its state changes and refunds. */
export function PaymentsView({ playerId }: { playerId: number }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const payments = useAtomValue(paymentsAtom);
  const [page, setPage] = useState(0);

  useEffect(() => {
    void loadPayments(store, playerId, page);
  }, [store, playerId, page]);

  if (payments.status === 'failed') return <LoadFailed error={payments.error} onRetry={() => void loadPayments(store, playerId, page)} />;
  if (payments.status !== 'ready') return <p className="message" role="status">{t`Loading…`}</p>;
  const rows = payments.value.payments;
  return (
    <div className="moderation-section" id="moderation-payments">
      {rows.length === 0 ? (
        <p className="message">{t`No payments.`}</p>
      ) : (
        <ul className="moderation-list">
          {rows.map((payment) => {
            const refunded = payment.refundEmeralds;
            return (
              <li key={payment.id} className="moderation-entry" data-status={payment.status}>
                <span>
                  <strong>{i18n._(paymentStatusNames[payment.status])}</strong> · {i18n._({ ...emeraldsText, values: { count: payment.emeralds } })}
                  {payment.amount !== null && ` · ${payment.amount} ${payment.currency ?? ''}`}
                  <span className="moderation-muted"> · {payment.source} · {formatWhen(i18n, payment.createdAt)}</span>
                </span>
                {refunded > 0 && <span className="moderation-muted">{i18n._({ ...refundedText, values: { count: refunded } })}</span>}
                {payment.events.map((event, index) => (
                  <span key={index} className="moderation-details">
                    {formatWhen(i18n, event.at)}: {event.from ?? '–'} → {event.to} ({event.reason})
                  </span>
                ))}
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={payments.value.page} total={payments.value.total} count={rows.length} onPage={setPage} />
    </div>
  );
}
