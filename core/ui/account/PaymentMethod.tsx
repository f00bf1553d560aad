import { useLingui } from '@lingui/react/macro';
import { useAppServices } from '../AppServices.tsx';

/**
 * Product §2 "payment method". Every host adapter offers exactly one way to pay (its own payment window, or on the
 * own site the provider's page the bank opens), so there is nothing to choose: the page says which way is used and
 * why there is no choice, rather than offering a choice of one.
 */
export function PaymentMethod() {
  const { t } = useLingui();
  const { adapter } = useAppServices();
  const way = adapter.capabilities.payments
    ? t`Payments go through the payment window of the site you play on.`
    : adapter.openPayPage
      ? t`Payments go through the payment provider's page, which the bank opens for each purchase.`
      : null;
  return (
    <section id="account-payment" className="account-form">
      <h3 className="account-h">{t`Payment method`}</h3>
      <p className="message">{way ?? t`Payments are not available on this site.`}</p>
      {way !== null && <p className="note">{t`This site offers one way to pay, so there is nothing to choose.`}</p>}
    </section>
  );
}
