import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { categoryById } from '../../shared/catalogue.js';
import { paths } from '../../shared/paths.js';
import { Seo } from '../components/content/Seo.js';
import { TextField } from '../components/form/TextField.js';
import { testKitBalanceQuery, transferMultipack } from '../features/orders/api/orders.js';
import { ApiError } from '../lib/api.js';
import { showToast, toastError } from '../lib/toast.js';

/** /my/oripacks/transfer: give multi-pack test kits to another account (spec §7 transfer-multipack). */
export function MultipackTransferPage() {
  const balance = useQuery(testKitBalanceQuery()).data?.results ?? [];
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const chosen = categoryId ?? balance[0]?.categoryId ?? null;
  return (
    <section className="my-orders">
      <Seo
        title="Transfer multi-packs"
        description="Transfer multi-pack test kits at Pet DNA Lab."
        path={paths.multipackTransfer}
        noindex
      />
      <h1>Transfer multi-pack test kits</h1>
      {balance.length === 0 ? (
        <p>You have no multi-pack test kits to transfer.</p>
      ) : (
        <form
          className="form-grid"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const form = new FormData(e.currentTarget);
            setErrors({});
            transferMultipack({
              email: String(form.get('email') ?? ''),
              quantity: Number(form.get('quantity')),
              category_id: chosen ?? 0,
            })
              .then(() => {
                showToast('Test kits transferred', 'success');
                void queryClient.invalidateQueries({ queryKey: ['test-kit-balance'] });
              })
              .catch((error) => {
                if (error instanceof ApiError && error.body.errors) setErrors(error.body.errors);
                toastError(error, 'Failed to transfer multipacks');
              });
          }}
        >
          <div className="field">
            <label htmlFor="category">Test kits</label>
            <select id="category" value={chosen ?? ''} onChange={(e) => setCategoryId(Number(e.target.value))}>
              {balance.map((b) => (
                <option key={b.categoryId} value={b.categoryId}>
                  {categoryById(b.categoryId)?.name ?? `Category ${b.categoryId}`} ({b.credits} left)
                </option>
              ))}
            </select>
          </div>
          <TextField
            id="quantity"
            name="quantity"
            type="number"
            min={1}
            label="How many"
            defaultValue={1}
            error={errors.quantity}
          />
          <TextField id="email" name="email" type="email" label="Email of the receiving account" error={errors.email} />
          <button type="submit" className="button button--primary">
            Transfer
          </button>
        </form>
      )}
    </section>
  );
}
