import { useState } from 'react';
import { categoryById } from '../../../../shared/catalogue.js';
import type { TestKitBalance } from '../../../../shared/types/kits.js';
import { useRedeemableTests } from '../api/kits.js';

export interface RedeemChoice {
  type?: number;
  productIds: number[];
}

export const categoryName = (id: number) => categoryById(id)?.name ?? `Category ${id}`;

/**
 * The redeem-tests choice of the barcode step (decision 0923): the kit runs the tests it was bought with,
 * or one multi-pack credit of a category pays for the tests chosen here. Each category shows its balance.
 */
export function RedeemCredit(props: {
  credits: TestKitBalance['results'];
  choice: RedeemChoice;
  errors: Record<string, string>;
  onChange: (choice: RedeemChoice) => void;
}) {
  const { choice } = props;
  const tests = useRedeemableTests(choice.type);
  const [filter, setFilter] = useState('');
  const shown = (tests.data?.results ?? []).filter((test) => test.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <fieldset className="redeem-credit">
      <legend>Tests for this kit</legend>
      <label className="choice">
        <input
          type="radio"
          name="redeem-type"
          checked={choice.type === undefined}
          onChange={() => props.onChange({ productIds: [] })}
        />{' '}
        The tests the kit was bought with
      </label>
      {props.credits.map((credit) => (
        <label className="choice" key={credit.categoryId}>
          <input
            type="radio"
            name="redeem-type"
            checked={choice.type === credit.categoryId}
            onChange={() => props.onChange({ type: credit.categoryId, productIds: [] })}
          />{' '}
          Redeem a multi-pack credit: {categoryName(credit.categoryId)} <span className="hint">({credit.credits} left)</span>
        </label>
      ))}
      {props.errors.type && <p className="field-error">{props.errors.type}</p>}
      {choice.type !== undefined && (
        <div className="redeem-credit__tests">
          <div className="field">
            <label htmlFor="redeem-filter">Find a test</label>
            <input id="redeem-filter" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
          </div>
          {tests.isPending && <p className="hint">Loading the tests…</p>}
          {tests.isError && <p className="field-error">Failed to fetch products</p>}
          <ul className="redeem-credit__list" aria-label={`Tests of ${categoryName(choice.type)}`}>
            {shown.map((test) => (
              <li key={test.id} className="redeem-credit__item">
                <label>
                  <input
                    type="checkbox"
                    name="productIds"
                    value={test.id}
                    checked={choice.productIds.includes(test.id)}
                    onChange={(event) =>
                      props.onChange({
                        type: choice.type,
                        productIds: event.target.checked
                          ? [...choice.productIds, test.id]
                          : choice.productIds.filter((id) => id !== test.id),
                      })
                    }
                  />{' '}
                  {test.name}
                </label>
              </li>
            ))}
          </ul>
          <p className="hint" aria-live="polite">
            {choice.productIds.length} chosen · one credit pays for them all
          </p>
          {props.errors.productIds && <p className="field-error">{props.errors.productIds}</p>}
        </div>
      )}
    </fieldset>
  );
}
