import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionAgentList } from '../../../../shared/types/agents.js';
import { apiGet } from '../../../lib/api.js';

export interface AgentSearch {
  place: string;
  page: number;
}

/** The search in a page address: `?place=&page=` (the form is a plain GET form). */
export function agentSearchOf(params: URLSearchParams): AgentSearch {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { place: (params.get('place') ?? '').trim().slice(0, 60), page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

export const agentsQuery = (search: AgentSearch) =>
  queryOptions({
    queryKey: ['collection-agents', search],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(search.page) });
      if (search.place) query.set('place', search.place);
      return apiGet<CollectionAgentList>(`/api/collection-agents?${query}`);
    },
  });
export const useAgents = (search: AgentSearch) => useQuery(agentsQuery(search));
