import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdvanceOrderAddress, AdvanceOrderForm, AdvanceOrderView } from '../../../../shared/types/advance-order.js';
import type { Paged } from '../../../../shared/types/order.js';
import { api, apiGet } from '../../../lib/api.js';

const ADVANCE = '/api/store/orders/advance/';

export interface AdvanceOrderInput {
  items: { supply: string; quantity: number }[];
  deliveryAddress: Omit<AdvanceOrderAddress, 'address2' | 'state' | 'phone'> & {
    address2?: string;
    state?: string;
    phone?: string;
  };
  purchaseOrder?: string;
  note?: string;
}

export const advanceOrderFormQuery = () =>
  queryOptions({ queryKey: ['advance-order-form'], queryFn: () => apiGet<AdvanceOrderForm>(`${ADVANCE}supplies`) });

export const advanceOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: ['advance-orders', page],
    queryFn: () => apiGet<Paged<AdvanceOrderView>>(`${ADVANCE}?page=${page}`),
    placeholderData: keepPreviousData,
  });

export const useAdvanceOrderForm = () => useQuery(advanceOrderFormQuery());
export const useAdvanceOrders = (page: number) => useQuery(advanceOrdersQuery(page));

/**
 * POST /api/store/orders/advance/ with the Idempotency-Key of this attempt (a double click or a retry
 * answers the same order), or PUT /api/store/orders/advance/{id}/ for an order being changed.
 */
export function useSaveAdvanceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, idempotencyKey }: { id: number | null; input: AdvanceOrderInput; idempotencyKey: string }) =>
      id === null
        ? api<AdvanceOrderView>('POST', ADVANCE, input, { 'idempotency-key': idempotencyKey })
        : api<AdvanceOrderView>('PUT', `${ADVANCE}${id}/`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['advance-orders'] }),
        queryClient.invalidateQueries({ queryKey: ['advance-order-form'] }),
      ]),
  });
}

/** POST /api/store/orders/advance/{id}/cancel/: withdraws an order the lab has not dispatched (docs/decisions/0626). */
export function useCancelAdvanceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<AdvanceOrderView>('POST', `${ADVANCE}${id}/cancel/`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['advance-orders'] }),
  });
}
