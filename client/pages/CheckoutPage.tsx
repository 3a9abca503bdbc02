import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../shared/paths.js';
import type { SampleCollector } from '../../shared/sample-collector.js';
import type { OrderView } from '../../shared/types/order.js';
import { MSG, SHELL_MSG } from '../../shared/validation-messages.js';
import { Seo } from '../components/content/Seo.js';
import { TextField } from '../components/form/TextField.js';
import { CardPaymentDialog, type CardPaymentRequest } from '../features/card-payment/components/CardPaymentDialog.js';
import { nextPaymentStep, PAYMENT_ERROR } from '../features/card-payment/payment-step.js';
import { useCart } from '../features/cart/api/cart.js';
import { writeCartSession } from '../features/cart/api/cart-session.js';
import { CartTotals } from '../features/cart/components/CartTotals.js';
import { money } from '../features/cart/components/money.js';
import { saveSampleCollector } from '../features/checkout/api/sample-collector.js';
import { collectorSlips, SampleCollectorChoice } from '../features/checkout/components/SampleCollectorChoice.js';
import { AddressFields } from '../features/geo/components/AddressFields.js';
import { type CheckoutInput, placeOrder, startCardPayment, startWalletPayment } from '../features/orders/api/orders.js';
import { useMyDetails } from '../features/session/api/get-my-details.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { ApiError } from '../lib/api.js';
import { humanMessage, LOOKS_LIKE_EMAIL } from '../lib/field-errors.js';
import { hideLoadingOverlay, showLoadingOverlay } from '../lib/loading-overlay.js';
import { usePublicConfig } from '../lib/public-config.js';
import { afterRender, focusFirstInvalid, showToast, toastError } from '../lib/toast.js';

type Method = 'C' | 'P' | 'EFT';
const METHODS = [
  ['C', 'Card', 'Visa, Mastercard, American Express'],
  ['P', 'PayPal', 'Pay with your PayPal account'],
  ['EFT', 'Bank transfer', 'Pay within 14 days; we post your kits when the transfer arrives'],
] as const;
const TEST_MODE_NOTE = ' (test mode — no real money)';
type Person = NonNullable<CheckoutInput['billingAddress']>;
const EMPTY: Person = {
  firstName: '',
  lastName: '',
  address: '',
  address2: '',
  city: '',
  postalCode: '',
  state: '',
  country: '',
  email: '',
  phone: '',
};
const REQUIRED: (keyof Person)[] = ['firstName', 'lastName', 'address', 'city', 'postalCode', 'country', 'email'];
const STATE_COUNTRIES = ['AU', 'US', 'CA'];

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
  const [person, setPerson] = useState<Person>(() => ({
    ...EMPTY,
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
  // A provider the shop does not offer is not shown; one in test mode says so (docs/decisions/0030).
  const methods = METHODS.filter(([code]) =>
    code === 'C' ? payments.card !== 'off' : code === 'P' ? payments.wallet !== 'off' : true,
  ).map(([code, label, hint]) => {
    const test = (code === 'C' && payments.card === 'test') || (code === 'P' && payments.wallet === 'test');
    return [code, label, test ? `${hint}${TEST_MODE_NOTE}` : hint] as const;
  });
  const [method, setMethod] = useState<Method>(() => methods[0]?.[0] ?? 'EFT');
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
  const set = (field: keyof Person) => (e: { target: { value: string } }) =>
    setPerson((p) => ({ ...p, [field]: e.target.value }));
  const validatePerson = () => {
    const found: Record<string, string> = {};
    for (const field of REQUIRED) if (!String(person[field] ?? '').trim()) found[field] = MSG.required;
    if (person.email && !LOOKS_LIKE_EMAIL.test(person.email)) found.email = humanMessage(MSG.emailInvalid);
    if (STATE_COUNTRIES.includes(person.country) && !person.state) found.state = MSG.required;
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
      <ol className="stepper" aria-label="Checkout steps">
        {steps.map((name, i) => (
          <li key={name} aria-current={i === step ? 'step' : undefined} className={i < step ? 'done' : undefined}>
            <span className="stepper__number">{i + 1}</span> {name}
          </li>
        ))}
      </ol>
      <div className="checkout__body">
        <div className="checkout__step">
          <h2 ref={stepHeading} tabIndex={-1} className="checkout__step-title">
            {stepName === 'Review' ? 'Review your order' : stepName}
          </h2>
          {stepName === 'Your details' && (
            <form onSubmit={next} noValidate className="form-grid">
              <TextField
                id="firstName"
                name="firstName"
                label="First name"
                value={person.firstName}
                onChange={set('firstName')}
                error={errors.firstName}
                autoComplete="given-name"
              />
              <TextField
                id="lastName"
                name="lastName"
                label="Last name"
                value={person.lastName}
                onChange={set('lastName')}
                error={errors.lastName}
                autoComplete="family-name"
              />
              <TextField
                id="email"
                name="email"
                type="email"
                label="Email"
                value={person.email}
                onChange={set('email')}
                error={errors.email}
                autoComplete="email"
              />
              <TextField
                id="phone"
                name="phone"
                label="Phone (optional)"
                value={person.phone ?? ''}
                onChange={set('phone')}
                autoComplete="tel"
              />
              <AddressFields value={person} onChange={setPerson} errorOf={(field) => errors[field]} />
              <button type="submit" className="button button--primary">
                Continue
              </button>
            </form>
          )}
          {stepName === 'Shipping' && (
            <fieldset className="choice-list">
              <legend className="visually-hidden">Shipping</legend>
              {cart.shippingMethods.length === 0 && <p>Nothing in your order is posted: no shipping needed.</p>}
              {cart.shippingMethods.map((m) => (
                <label key={m.id} className="choice">
                  <input
                    type="radio"
                    name="shipping"
                    checked={cart.shippingMethod?.id === m.id}
                    onChange={() => setShippingMethod(m.id)}
                  />
                  <span>
                    <strong>{m.name}</strong> — {m.amount === 0 ? 'Free' : money(m.amount, cart.totals.currency, cart.storefront)}
                    <span className="muted"> {m.description}</span>
                  </span>
                </label>
              ))}
              <button type="button" className="button button--primary" onClick={() => next()}>
                Continue
              </button>
            </fieldset>
          )}
          {stepName === 'Payment' && (
            <fieldset className="choice-list">
              <legend className="visually-hidden">Payment</legend>
              {methods.map(([code, label, hint]) => (
                <label key={code} className="choice">
                  <input type="radio" name="method" checked={method === code} onChange={() => setMethod(code)} />
                  <span>
                    <strong>{label}</strong>
                    <span className="muted"> {hint}</span>
                  </span>
                </label>
              ))}
              {user && cart.availableLoyaltyPoints > 0 && (
                <TextField
                  id="points"
                  name="points"
                  type="number"
                  min={0}
                  max={cart.availableLoyaltyPoints}
                  label={`Loyalty points to use (you have ${cart.availableLoyaltyPoints})`}
                  value={points}
                  onChange={(e) => setPoints(Math.max(0, Math.min(cart.availableLoyaltyPoints, Number(e.target.value) || 0)))}
                />
              )}
              <button type="button" className="button button--primary" onClick={() => next()}>
                Continue
              </button>
            </fieldset>
          )}
          {stepName === 'Review' && (
            <div className="review">
              {isVet ? (
                <p>Your order is invoiced to your clinic account; no payment is needed now.</p>
              ) : (
                <p>
                  {person.firstName} {person.lastName}, {person.address}, {person.city} {person.postalCode}, {person.country} ·{' '}
                  {person.email}
                </p>
              )}
              <ul className="order-summary__lines">
                {cart.items.map((item) => (
                  <li key={item.id}>
                    <span>
                      {item.quantity > 1 ? `${item.quantity} × ` : ''}
                      {item.product.name}
                      {item.note ? <span className="muted"> — {item.note}</span> : null}
                    </span>
                    <span>{money(item.amount, item.currency.code, cart.storefront)}</span>
                  </li>
                ))}
              </ul>
              {!isVet && <SampleCollectorChoice value={collector} onChange={setCollector} errors={errors} />}
              <div className="field">
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={acceptTerms}
                    onChange={(e) => setAcceptTerms(e.target.checked)}
                    aria-invalid={errors.acceptTerms ? true : undefined}
                    aria-describedby={errors.acceptTerms ? 'acceptTerms-error' : undefined}
                  />{' '}
                  I accept the <Link to={paths.terms}>terms and conditions</Link>
                </label>
                {errors.acceptTerms && (
                  <span className="field-error" id="acceptTerms-error">
                    {errors.acceptTerms}
                  </span>
                )}
              </div>
              {errors.order && (
                <p className="cart-message" role="alert">
                  {errors.order}
                </p>
              )}
              <button type="button" className="button button--primary" disabled={placing} onClick={place}>
                {placing
                  ? 'Placing your order…'
                  : isVet
                    ? 'Place order'
                    : method === 'EFT'
                      ? 'Place order'
                      : 'Place order and pay'}
              </button>
            </div>
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
