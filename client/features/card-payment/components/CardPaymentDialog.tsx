import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/layout/Dialog.js';
import { showToast } from '../../../lib/toast.js';
import { PAYMENT_ERROR, paymentErrorText, withStripeReturn } from '../payment-step.js';

/** A card payment to take in the dialog: the PaymentIntent's client secret and its account's publishable key. */
export interface CardPaymentRequest {
  clientSecret: string;
  publishableKey: string;
  /** The amount as the buyer reads it, e.g. "£129.50". */
  amount: string;
  /** Where the buyer lands once paid (with Stripe's return parameters): a path on this site. */
  returnPath: string;
}

const instances = new Map<string, Promise<Stripe | null>>();

/**
 * One Stripe object per account key. Stripe.js itself comes from js.stripe.com, as Stripe requires
 * (the `pure` entry adds the script only now, when a card payment starts); a failed load may be retried.
 */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
    instance.catch(() => instances.delete(publishableKey));
    instances.set(publishableKey, instance);
  }
  return instance;
}

/**
 * Spec §4 "Payment modal": Stripe's Payment Element in a dialog. The card details go from the Element's
 * iframe straight to Stripe; 3-D Secure is Stripe.js's own. A decline keeps the dialog open to try
 * another card (the order stays unpaid, the cart as it was); only the verified webhook marks it paid.
 */
export function CardPaymentDialog({
  request,
  onPaid,
  onClose,
}: {
  request: CardPaymentRequest;
  /** Called with `returnPath` plus Stripe's return parameters once Stripe accepted the payment. */
  onPaid: (path: string) => void;
  onClose: () => void;
}) {
  const mount = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [paying, setPaying] = useState(false);
  const { clientSecret, publishableKey } = request;

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    stripeFor(publishableKey)
      .then((stripe) => {
        const node = mount.current;
        if (cancelled || !node) return;
        if (!stripe) throw new Error('Stripe.js is not available');
        const brand = getComputedStyle(node).getPropertyValue('--brand').trim();
        const elements = stripe.elements({
          clientSecret,
          appearance: { theme: 'stripe', variables: brand ? { colorPrimary: brand, borderRadius: '8px' } : {} },
        });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => {
          if (!cancelled) setState('ready');
        });
        element.on('loaderror', () => {
          if (!cancelled) setState('failed');
        });
        element.mount(node);
        destroy = () => element.destroy();
        setLoaded({ stripe, elements });
      })
      .catch(() => {
        if (cancelled) return;
        setState('failed');
        showToast(PAYMENT_ERROR, 'error');
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [clientSecret, publishableKey]);

  async function pay() {
    if (!loaded || paying) return;
    setPaying(true);
    try {
      const result = await loaded.stripe.confirmPayment({
        elements: loaded.elements,
        confirmParams: { return_url: new URL(request.returnPath, window.location.origin).href },
        redirect: 'if_required',
      });
      if (result.error) {
        showToast(paymentErrorText(result.error), 'error');
        return;
      }
      const { id, status } = result.paymentIntent;
      if (status === 'succeeded' || status === 'processing') onPaid(withStripeReturn(request.returnPath, id, status));
      else showToast(PAYMENT_ERROR, 'error');
    } catch {
      showToast(PAYMENT_ERROR, 'error');
    } finally {
      setPaying(false);
    }
  }

  return (
    <Dialog open title="Pay by card" onClose={paying ? undefined : onClose} className="card-payment">
      <p className="card-payment__amount">
        Amount to pay: <strong>{request.amount}</strong>
      </p>
      <div ref={mount} className="card-payment__element" />
      {state === 'loading' && (
        <p className="muted" role="status">
          Loading the secure card form…
        </p>
      )}
      {state === 'failed' && (
        <p className="payment-failure" role="alert">
          The card form could not be loaded. Check your connection and try again.
        </p>
      )}
      <p className="card-payment__note muted">
        Your card details go straight to Stripe, our payment provider; they never reach our server.
      </p>
      <button
        type="button"
        className="button button--primary card-payment__pay"
        disabled={state !== 'ready' || paying}
        onClick={pay}
      >
        {paying ? 'Paying…' : `Pay ${request.amount}`}
      </button>
    </Dialog>
  );
}
