import { describe, expect, it } from '@jest/globals';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { refreshCart } from './cart.js';

describe('refreshCart', () => {
  it('shows the cart after a change even when a read that started before the change is still under way', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = { items: 0 };
    let reads = 0;
    let releaseFirstRead: () => void = () => {};
    const observer = new QueryObserver(queryClient, {
      queryKey: ['cart', 'session-1', {}],
      queryFn: async () => {
        reads++;
        const seen = server.items;
        // The first read of a new cart is slow: it answers with the cart as it was when it started.
        if (reads === 1) await new Promise<void>((resolve) => (releaseFirstRead = resolve));
        return seen;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await Promise.resolve();
    expect(reads).toBe(1);

    server.items = 1; // the item is added while that read is still under way
    const refreshed = refreshCart(queryClient);
    releaseFirstRead();
    await refreshed;

    expect(queryClient.getQueryData(['cart', 'session-1', {}])).toBe(1);
    unsubscribe();
    queryClient.clear();
  });
});
