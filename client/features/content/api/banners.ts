import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveBanners } from '../../../../shared/types/content.js';
import { apiGet } from '../../../lib/api.js';

/** GET /api/content/banners: today's banners of the visitor's storefront (the root loader prefetches it). */
export const bannersQuery = () =>
  queryOptions({
    queryKey: ['content', 'banners'],
    queryFn: () => apiGet<ActiveBanners>('/api/content/banners'),
    staleTime: 60_000,
  });

const NONE: ActiveBanners = { announcement: null, research: null };

export const useBanners = (): ActiveBanners => useQuery(bannersQuery()).data ?? NONE;
