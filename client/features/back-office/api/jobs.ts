import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackgroundWork, BackgroundWorkItem } from '../../../../shared/types/back-office.js';
import { api, apiGet } from '../../../lib/api.js';

/** GET /api/admin/jobs: failed, queued and finished jobs and e-mails. */
export const backgroundWorkQuery = () =>
  queryOptions({
    queryKey: ['admin', 'jobs'],
    queryFn: () => apiGet<BackgroundWork>('/api/admin/jobs'),
  });
export const useBackgroundWork = () => useQuery(backgroundWorkQuery());

/** POST /api/admin/jobs/{id}/retry or /api/admin/mail-outbox/{id}/retry: one more attempt for what failed. */
export const retryBackgroundWork = (item: Pick<BackgroundWorkItem, 'kind' | 'id'>) =>
  api<BackgroundWorkItem>(
    'POST',
    item.kind === 'job' ? `/api/admin/jobs/${item.id}/retry` : `/api/admin/mail-outbox/${item.id}/retry`,
  );
