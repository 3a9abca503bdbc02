import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../shared/paths.js';
import type { SampleCollector } from '../../shared/sample-collector.js';
import type { OrderView } from '../../shared/types/order.js';
import { MSG, SHELL_MSG } from '../../shared/validation-messages.js';
import { Seo } from '../components/content/Seo.js';
import { Stepper } from '../components/layout/Stepper.js';
import { Link } from '../components/navigation/Link.js';
import { CardPaymentDialog, type CardPaymentRequest } from '../features/card-payment/components/CardPaymentDialog.js';
import { nextPaymentStep, PAYMENT_ERROR } from '../features/card-payment/payment-step.js';
import { useCart } from '../features/cart/api/cart.js';
import { writeCartSession } from '../features/cart/api/cart-session.js';
import { CartTotals } from '../features/cart/components/CartTotals.js';
import { saveSampleCollector } from '../features/checkout/api/sample-collector.js';
import {
  type CheckoutPerson,
  EMPTY_PERSON,
  type PaymentMethod,
  paymentChoices,
  personErrors,
} from '../features/checkout/checkout-form.js';
import { DetailsStep } from '../features/checkout/components/DetailsStep.js';
import { PaymentStep } from '../features/checkout/components/PaymentStep.js';
import { ReviewStep } from '../features/checkout/components/ReviewStep.js';
import { collectorSlips } from '../features/checkout/components/SampleCollectorChoice.js';
import { ShippingStep } from '../features/checkout/components/ShippingStep.js';
import { AddressFields } from '../features/geo/components/AddressFields.js';
import { placeOrder, startCardPayment, startWalletPayment } from '../features/orders/api/orders.js';
import { useMyDetails } from '../features/session/api/get-my-details.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { ApiError } from '../lib/api.js';
import { humanMessage } from '../lib/field-errors.js';
import { hideLoadingOverlay, showLoadingOverlay } from '../lib/loading-overlay.js';
import { money } from '../lib/money.js';
import { usePublicConfig } from '../lib/public-config.js';
import { afterRender, focusFirstInvalid, showToast, toastError } from '../lib/toast.js';

/** Where the order and its cart are remembered while the customer pays on the provider's page. */
export const LAST_ORDER_KEY = 'lastOrder';

/** /checkout: a stepper (contact and address, shipping, payment, review); vets only review (no address or payment). */
export function CheckoutPage() {
  const user = useMyDetails();
  const storefront = useStorefront();
  const isVet = user?.userType === 'vet';
  const [search] = useSearchParams();
  const coupon = search.get('coupon') ?? undefined;
  const [step, setStep] = useState(0);
  const [person, setPerson] = useState<CheckoutPerson>(() => ({
    ...EMPTY_PERSON,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    address: user?.address.line1 ?? '',
    city: user?.address.city ?? '',
    postalCode: user?.address.postalCode ?? '',
    state: user?.address.state ?? '',
    country: user?.address.country?.code ?? user?.countryCode ?? storefront.countryCode ?? '',
    phone: user?.phone ?? '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shippingMethod, setShippingMethod] = useState<number | undefined>();
  const { payments } = usePublicConfig();
  const methods = paymentChoices(payments);
  const [method, setMethod] = useState<PaymentMethod>(() => methods[0]?.[0] ?? 'EFT');
  const [points, setPoints] = useState(0);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [collector, setCollector] = useState<SampleCollector | null>(null);
  const [placing, setPlacing] = useState(false);
  const [cardPayment, setCardPayment] = useState<CardPaymentRequest | null>(null);
  const idempotencyKey = useMemo(
    () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random())),
    [],
  );
  const { data: cart, isLoading } = useCart({ coupon, shippingMethod, loyaltyPoints: points });
  const navigate = useNavigate();
  // Each new step takes focus at its heading, so keyboard and screen-reader users start reading there.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const stepShown = useRef(step);
  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    stepHeading.current?.focus();
  }, [step]);

  const steps = isVet ? ['Review'] : ['Your details', 'Shipping', 'Payment', 'Review'];
  if (isLoading) return <p className="muted">Loading your cart…</p>;
  if (!cart || cart.items.length === 0) {
    return (
      <section className="checkout">
        <Seo title="Checkout" description="Checkout at Pet DNA Lab." path={paths.checkout} noindex />
        <h1>Checkout</h1>
        <p>Your cart is empty.</p>
        <Link to={paths.breederDogs.dnaTests} className="button">
          Browse DNA tests
        </Link>
      </section>
    );
  }
  const validatePerson = () => {
    const found = personErrors(person);
    setErrors(found);
    if (Object.keys(found).length > 0) afterRender(focusFirstInvalid);
    return Object.keys(found).length === 0;
  };
  const next = (e?: FormEvent) => {
    e?.preventDefault();
    if (!isVet && step === 0 && !validatePerson()) return;
    setStep((s) => Math.min(s + 1, steps.length - 1));
  };
  const stepName = steps[step];

  const place = async () => {
    const slips = {
      ...collectorSlips(collector, MSG.required),
      ...(acceptTerms ? {} : { acceptTerms: humanMessage(SHELL_MSG.mustBeTrue) }),
    };
    if (Object.keys(slips).length > 0) {
      setErrors(slips);
      afterRender(focusFirstInvalid);
      return;
    }
    setPlacing(true);
    try {
      // The chosen vet or agent goes with the cart to the order and its kits (docs/decisions/0970).
      if (collector) await saveSampleCollector(cart.sessionId, collector);
      const address = {
        ...person,
        country: person.country.toUpperCase(),
        state: person.state || undefined,
        address2: person.address2 || undefined,
        phone: person.phone || undefined,
      };
      const order: OrderView = await placeOrder(
        {
          sessionId: cart.sessionId,
          ...(isVet
            ? {}
            : {
                billingAddress: address,
                shippingAddress: address,
                payment: { method },
                shippingMethod: cart.shippingMethod?.id,
              }),
          ...(coupon ? { coupon } : {}),
          ...(points ? { loyaltyPoints: points } : {}),
          acceptTerms: true,
        },
        idempotencyKey,
      );
      sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify({ id: order.id, sessionId: cart.sessionId }));
      const complete = `${paths.checkoutComplete}?order=${order.id}`;
      if (order.paid || order.paymentMethod === 'EFT' || order.paymentMethod === 'INV') {
        writeCartSession(null);
        navigate(complete);
        return;
      }
      if (order.paymentMethod === 'P') {
        showLoadingOverlay('Loading paypal, please wait...');
        const wallet = await startWalletPayment(order.id, cart.sessionId).finally(hideLoadingOverlay);
        if (wallet.approveUrl)
          window.location.assign(`${wallet.approveUrl}&return=${encodeURIComponent(`${complete}&paypal=1`)}`);
        return;
      }
      const payment = await startCardPayment(order.id, cart.sessionId);
      const next = nextPaymentStep(payment, complete);
      if (next.kind === 'test-page') window.location.assign(next.url);
      else if (next.kind === 'elements')
        setCardPayment({
          clientSecret: next.clientSecret,
          publishableKey: next.publishableKey,
          amount: money(payment.amount, payment.currency, cart.storefront),
          returnPath: complete,
        });
      else if (next.kind === 'paid') navigate(complete);
      else showToast(PAYMENT_ERROR, 'error');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.body.title) {
        setErrors({ order: `${error.body.title}: ${error.body.content ?? ''}` });
      }
      toastError(error, PAYMENT_ERROR);
    } finally {
      setPlacing(false);
    }
  };

  return (
    <section className="checkout">
      <Seo title="Checkout" description="Checkout at Pet DNA Lab." path={paths.checkout} noindex />
      <h1>Checkout</h1>
      <Stepper label="Checkout steps" steps={steps} current={step} />
      <div className="checkout__body">
        <div className="checkout__step">
          <h2 ref={stepHeading} tabIndex={-1} className="checkout__step-title">
            {stepName === 'Review' ? 'Review your order' : stepName}
          </h2>
          {stepName === 'Your details' && (
            <DetailsStep
              person={person}
              onChange={setPerson}
              errors={errors}
              addressFields={<AddressFields value={person} onChange={setPerson} errorOf={(field) => errors[field]} />}
              onContinue={next}
            />
          )}
          {stepName === 'Shipping' && <ShippingStep cart={cart} onChoose={setShippingMethod} onContinue={() => next()} />}
          {stepName === 'Payment' && (
            <PaymentStep
              choices={methods}
              method={method}
              onMethod={setMethod}
              availablePoints={user ? cart.availableLoyaltyPoints : 0}
              points={points}
              onPoints={setPoints}
              onContinue={() => next()}
            />
          )}
          {stepName === 'Review' && (
            <ReviewStep
              isVet={isVet}
              person={person}
              cart={cart}
              collector={collector}
              onCollector={setCollector}
              acceptTerms={acceptTerms}
              onAcceptTerms={setAcceptTerms}
              errors={errors}
              method={method}
              placing={placing}
              onPlace={place}
            />
          )}
          {step > 0 && (
            <button type="button" className="button button--quiet" onClick={() => setStep((s) => s - 1)}>
              Back
            </button>
          )}
        </div>
        <aside className="checkout__summary" aria-label="Order total">
          <h2>Summary</h2>
          <CartTotals totals={cart.totals} storefront={cart.storefront} shippingName={cart.shippingMethod?.name} />
        </aside>
      </div>
      {cardPayment && (
        <CardPaymentDialog request={cardPayment} onPaid={(path) => navigate(path)} onClose={() => setCardPayment(null)} />
      )}
    </section>
  );
}
