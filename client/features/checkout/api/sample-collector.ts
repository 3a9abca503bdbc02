import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SampleCollector } from '../../../../shared/sample-collector.js';
import type { CollectionAgentList } from '../../../../shared/types/agents.js';
import type { CartView } from '../../../../shared/types/cart.js';
import { api, apiGet } from '../../../lib/api.js';

/** The approved agents near a place (the public register, docs/decisions/0928), first page. */
export const nearbyAgentsQuery = (place: string) =>
  queryOptions({
    queryKey: ['collection-agents', { place, page: 1 }],
    queryFn: () => {
      const query = new URLSearchParams({ page: '1' });
      if (place) query.set('place', place);
      return apiGet<CollectionAgentList>(`/api/collection-agents?${query}`);
    },
  });
export const useNearbyAgents = (place: string, enabled: boolean) => useQuery({ ...nearbyAgentsQuery(place), enabled });

/** The cart's sample collector (`PUT /api/cart/{sessionId}/ {sampleCollector}`), kept with the order and its kits. */
export const saveSampleCollector = (sessionId: string, sampleCollector: SampleCollector) =>
  api<CartView>('PUT', `/api/cart/${encodeURIComponent(sessionId)}`, {
    sampleCollector: { ...sampleCollector, clinic: sampleCollector.clinic ?? undefined },
  });
