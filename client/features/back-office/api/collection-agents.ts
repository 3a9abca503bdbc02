import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentKind, AgentNomination, CollectionAgent, CollectionAgentList } from '../../../../shared/types/agents.js';
import { api, apiGet } from '../../../lib/api.js';

/** GET /api/collection-agents?page: the approved register, a page at a time. */
export const adminAgentsQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'collection-agents', page],
    queryFn: () => apiGet<CollectionAgentList>(`/api/collection-agents?page=${page}`),
  });
export const useAdminAgents = (page: number) => useQuery(adminAgentsQuery(page));

/** GET /api/admin/collection-agents/nominations: what people nominated through the public form. */
export const nominationsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'collection-agents', 'nominations'],
    queryFn: () => apiGet<{ results: AgentNomination[] }>('/api/admin/collection-agents/nominations'),
  });
export const useNominations = () => useQuery(nominationsQuery());

export interface AgentInput {
  name: string;
  kind: AgentKind | '';
  organisation?: string;
  city: string;
  region?: string;
  postcode?: string;
  countryCode: string;
  phone?: string;
  email?: string;
}

export const createAgent = (input: AgentInput) => api<CollectionAgent>('POST', '/api/admin/collection-agents', input);
/** PUT /api/admin/collection-agents/{id}/account: the account the agent signs in with (decision 0973). */
export const linkAgentAccount = (id: number, email: string) =>
  api<CollectionAgent>('PUT', `/api/admin/collection-agents/${id}/account`, { email });
export const approveNomination = (id: string, input: AgentInput) =>
  api<CollectionAgent>('POST', `/api/admin/collection-agents/nominations/${id}/approve`, input);

/** The page number in `?page`, 1 when missing or not a page. */
export function agentsPageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isSafeInteger(page) && page >= 1 && page <= 9999 ? page : 1;
}
