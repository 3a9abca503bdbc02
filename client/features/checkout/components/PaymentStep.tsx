import { TextField } from '../../../components/form/TextField.js';
import type { PaymentChoice, PaymentMethod } from '../checkout-form.js';

/** Checkout's payment step: the offered methods and, for a signed-in buyer with points, how many to use. */
export function PaymentStep({
  choices,
  method,
  onMethod,
  availablePoints,
  points,
  onPoints,
  onContinue,
}: {
  choices: readonly PaymentChoice[];
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  /** Zero when the buyer has no points to use (or is a guest): the field is not shown. */
  availablePoints: number;
  points: number;
  onPoints: (points: number) => void;
  onContinue: () => void;
}) {
  return (
    <fieldset className="choice-list">
      <legend className="visually-hidden">Payment</legend>
      {choices.map(([code, label, hint]) => (
        <label key={code} className="choice">
          <input type="radio" name="method" checked={method === code} onChange={() => onMethod(code)} />
          <span>
            <strong>{label}</strong>
            <span className="muted"> {hint}</span>
          </span>
        </label>
      ))}
      {availablePoints > 0 && (
        <TextField
          id="points"
          name="points"
          type="number"
          min={0}
          max={availablePoints}
          label={`Loyalty points to use (you have ${availablePoints})`}
          value={points}
          onChange={(e) => onPoints(Math.max(0, Math.min(availablePoints, Number(e.target.value) || 0)))}
        />
      )}
      <button type="button" className="button button--primary" onClick={onContinue}>
        Continue
      </button>
    </fieldset>
  );
}
