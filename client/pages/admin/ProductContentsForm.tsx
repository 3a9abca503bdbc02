import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AdminProduct, AdminProductContents } from '../../../shared/types/back-office.js';
import { TextField } from '../../components/form/TextField.js';
import { setProductContents } from '../../features/back-office/api/prices.js';
import { TestPicker } from '../../features/back-office/components/ChoicePicker.js';
import { reportFormError } from '../../lib/form-errors.js';
import { showToast } from '../../lib/toast.js';

/** A full breed profile's tests (picked by name) or a multi-pack's kit count, saved on their own (decision 0935). */
export function ProductContentsForm(props: { product: AdminProduct; disabled: boolean }) {
  const { product } = props;
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState(product.includedTests);

  async function save(contents: AdminProductContents, done: string) {
    setBusy(true);
    try {
      await setProductContents(product.id, contents);
      setErrors({});
      showToast(done, 'success');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'catalogue'] });
    } catch (error) {
      setErrors(reportFormError(error, 'Network error'));
    } finally {
      setBusy(false);
    }
  }

  if (product.contents === 'multipack') {
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const text = String(new FormData(event.currentTarget).get('kitCount') ?? '').trim();
      return save({ kitCount: text === '' ? Number.NaN : Number(text) }, 'Kit count saved');
    };
    return (
      <form className="admin-form" onSubmit={submit} noValidate aria-label="Kits in the pack">
        <fieldset className="admin-contents" disabled={props.disabled || busy}>
          <TextField
            id="product-kit-count"
            name="kitCount"
            label="Kits in one pack"
            inputMode="numeric"
            hint="A whole number from 1 to 50. Orders already placed keep the count they were sold with."
            defaultValue={String(product.kitCount ?? '')}
            error={errors.kitCount}
          />
          <button type="submit" className="button">
            {busy ? 'Saving…' : 'Save kit count'}
          </button>
        </fieldset>
      </form>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return save({ testIds: chosen.map((test) => test.id) }, 'Tests saved');
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Tests in the profile">
      <fieldset className="admin-contents" disabled={props.disabled || busy}>
        <TestPicker
          id="profile-tests"
          heading={`Included tests (${chosen.length})`}
          empty="None yet: add tests below."
          species={product.species}
          chosen={chosen}
          onChange={setChosen}
          error={errors.testIds}
        />
        <button type="submit" className="button">
          {busy ? 'Saving…' : 'Save tests'}
        </button>
      </fieldset>
    </form>
  );
}
