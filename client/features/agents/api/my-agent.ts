import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCollectionAgent } from '../../../../shared/types/agents.js';
import type { ProductCard, ProductPage } from '../../../../shared/types/catalogue.js';
import { api, apiGet } from '../../../lib/api.js';

/** GET /api/my/collection-agent: the signed-in agent's own entry in the register (decision 0973). */
export const myAgentQuery = () =>
  queryOptions({ queryKey: ['my', 'collection-agent'], queryFn: () => apiGet<MyCollectionAgent>('/api/my/collection-agent') });
export const useMyAgent = () => useQuery(myAgentQuery());

export interface MyAgentUpdate {
  name: string;
  organisation?: string;
  city: string;
  region?: string;
  postcode?: string;
  phone?: string;
  email?: string;
}

/** PUT /api/my/collection-agent: what the public register shows of the agent. */
export const updateMyAgent = (update: MyAgentUpdate) => api<MyCollectionAgent>('PUT', '/api/my/collection-agent', update);

/** GET /api/my/collection-agent-products: agent products at the agent price, for agents only (decision 0974). */
export const agentProductsQuery = () =>
  queryOptions({
    queryKey: ['my', 'collection-agent-products'],
    queryFn: () => apiGet<ProductPage<ProductCard>>('/api/my/collection-agent-products'),
  });
export const useAgentProducts = () => useQuery(agentProductsQuery());
