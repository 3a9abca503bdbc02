import { type FormEvent, useId, useState } from 'react';
import { formatMoney } from '../../../../shared/format.js';
import type { StorefrontCode } from '../../../../shared/storefronts.js';
import { TEST_PAYMENT_FAILURES, type TestPaymentView } from '../../../../shared/types/payment.js';
import { ApiError } from '../../../lib/api.js';
import { toastError } from '../../../lib/toast.js';
import { type TestPaymentAction, useActOnTestPayment } from '../api/act-on-test-payment.js';
import { useTestPayment } from '../api/get-test-payment.js';

export interface TestPaymentPanelProps {
  id: string;
  secret: string;
  storefront: StorefrontCode;
  /** Where "Back to the shop" leads once the payment is done: a path on this site. */
  returnPath: string;
}

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', behaviour: 'pays' },
  { number: '4000 0000 0000 0002', behaviour: 'is declined' },
  { number: '4000 0025 0000 3155', behaviour: 'asks for 3-D Secure' },
];

/** The local payment page of test mode: behaves like the provider, moves no money. */
export function TestPaymentPanel({ id, secret, storefront, returnPath }: TestPaymentPanelProps) {
  const { data: payment } = useTestPayment(id, secret);
  const mutation = useActOnTestPayment(id, secret);
  const [cardError, setCardError] = useState<string>();
  // A new attempt hides the last decline: it is shown again only if this attempt is declined too.
  const [attempting, setAttempting] = useState(false);
  const amount = formatMoney(payment.amount, storefront);

  async function act(action: TestPaymentAction) {
    setCardError(undefined);
    setAttempting(true);
    try {
      await mutation.mutateAsync(action);
      setAttempting(false);
    } catch (error) {
      if (error instanceof ApiError && error.body.errors?.cardNumber) setCardError(error.body.errors.cardNumber);
      else toastError(error, 'payment_error');
    }
  }

  return (
    <section className="form-card test-payment" aria-labelledby={`${id}-title`}>
      <p className="test-mode-banner" role="note">
        <strong>Test mode — no real money</strong> This page stands in for the payment provider. Nothing is charged.
      </p>
      <span className="eyebrow">
        {payment.kind === 'card' ? 'Card payment' : 'PayPal payment'} · Order {payment.reference}
      </span>
      <h1 id={`${id}-title`}>
        {payment.status === 'succeeded' || payment.status === 'COMPLETED' ? `Paid ${amount}` : `Pay ${amount}`}
      </h1>
      <div aria-live="polite">
        {payment.kind === 'card' ? (
          <CardStep
            payment={payment}
            amount={amount}
            busy={mutation.isPending}
            cardError={cardError}
            hideFailure={attempting}
            act={act}
            returnPath={returnPath}
          />
        ) : (
          <WalletStep payment={payment} busy={mutation.isPending} act={act} returnPath={returnPath} />
        )}
      </div>
    </section>
  );
}

interface StepProps {
  payment: TestPaymentView;
  busy: boolean;
  act: (action: TestPaymentAction) => Promise<void>;
  returnPath: string;
}

function CardStep({
  payment,
  amount,
  busy,
  cardError,
  hideFailure,
  act,
  returnPath,
}: StepProps & { amount: string; cardError?: string; hideFailure: boolean }) {
  const id = useId();
  if (payment.status === 'succeeded') {
    return (
      <Done
        text="Payment received. Thank you!"
        href={withParams(returnPath, { payment_intent: payment.id, redirect_status: 'succeeded' })}
      />
    );
  }
  if (payment.status === 'requires_action') {
    return (
      <fieldset className="challenge" aria-labelledby={`${id}-challenge`}>
        <h2 id={`${id}-challenge`}>3-D Secure check</h2>
        <p>Your bank asks you to confirm this payment of {amount}.</p>
        <div className="actions">
          <button type="button" className="button" disabled={busy} onClick={() => act({ kind: 'authentication', passed: true })}>
            Complete authentication
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => act({ kind: 'authentication', passed: false })}
          >
            Fail authentication
          </button>
        </div>
      </fieldset>
    );
  }
  if (payment.status !== 'requires_payment_method') return <p>This payment can no longer be paid ({payment.status}).</p>;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cardNumber = String(new FormData(event.currentTarget).get('cardNumber') ?? '');
    void act({ kind: 'card', cardNumber });
  }

  const failure =
    payment.failureCode && !hideFailure
      ? (TEST_PAYMENT_FAILURES[payment.failureCode] ?? 'The payment failed. Try another card.')
      : undefined;
  return (
    <form noValidate onSubmit={onSubmit}>
      {failure && (
        <p className="payment-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-card`}>Card number</label>
        <input
          id={`${id}-card`}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          required
          aria-invalid={cardError ? true : undefined}
          aria-describedby={cardError ? `${id}-card-error` : `${id}-card-hint`}
        />
        {cardError && (
          <span className="field-error" id={`${id}-card-error`}>
            {cardError}
          </span>
        )}
      </div>
      <div className="hint" id={`${id}-card-hint`}>
        Test cards:
        <ul className="test-cards">
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <code>{card.number}</code> {card.behaviour}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Paying…' : `Pay ${amount}`}
      </button>
    </form>
  );
}

function WalletStep({ payment, busy, act, returnPath }: StepProps) {
  const back = withParams(returnPath, { token: payment.id });
  if (payment.status === 'COMPLETED') return <Done text="Payment completed. Thank you!" href={back} />;
  if (payment.status === 'APPROVED')
    return <Done text="Payment approved. Return to the shop to complete your order." href={back} />;
  return (
    <div>
      <p>Approve this payment as the buyer would at PayPal, choosing how the funds behave when the shop captures them.</p>
      <div className="actions">
        <button type="button" className="button" disabled={busy} onClick={() => act({ kind: 'approval', funding: 'ok' })}>
          Approve with funds that clear
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => act({ kind: 'approval', funding: 'declined' })}
        >
          Approve with funds that are declined
        </button>
      </div>
    </div>
  );
}

/** Back to the shop with what the provider would add: Stripe `payment_intent` and `redirect_status`, PayPal `token`. */
function withParams(path: string, params: Record<string, string>): string {
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
}

function Done({ text, href }: { text: string; href: string }) {
  return (
    <div className="payment-done">
      <p role="status">{text}</p>
      <a className="button" href={href}>
        Back to the shop
      </a>
    </div>
  );
}
