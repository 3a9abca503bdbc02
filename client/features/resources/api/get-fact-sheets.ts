import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FactSheetList } from '../../../../shared/types/resources.js';
import { apiGet } from '../../../lib/api.js';

export interface FactSheetFilter {
  page: number;
  search?: string;
}

/** GET /api/my/fact-sheets?search&page: a fact sheet per test, by name. */
export const factSheetsQuery = (filter: FactSheetFilter) =>
  queryOptions({
    queryKey: ['my', 'fact-sheets', filter],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(filter.page) });
      if (filter.search) params.set('search', filter.search);
      return apiGet<FactSheetList>(`/api/my/fact-sheets?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export const useFactSheets = (filter: FactSheetFilter) => useQuery(factSheetsQuery(filter));

/** The PDF is a download: a plain link the browser follows with its session cookie. */
export const factSheetPdfUrl = (id: number) => `/api/my/fact-sheets/${id}/pdf`;
