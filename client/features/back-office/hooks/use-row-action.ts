import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast, toastError } from '../../../lib/toast.js';

/**
 * A back-office list's one action on a row ("Confirm", "Send forms"): the row's button is disabled while it runs,
 * the list is read again after it, and the outcome is said in a toast.
 */
export function useRowAction(listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | string | null>(null);
  async function run(id: number | string, action: () => Promise<unknown>, done: string) {
    setBusy(id);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: listKey });
      showToast(done, 'success');
    } catch (error) {
      toastError(error, 'Network error');
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}
