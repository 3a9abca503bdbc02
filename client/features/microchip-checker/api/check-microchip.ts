import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MicrochipCheck } from '../../../../shared/types/kits.js';
import { apiGet } from '../../../lib/api.js';

/** GET /api/my/microchip-checker/{id}: the chip's reading and the animals the lab has tested with it. */
export const microchipCheckQuery = (chip: string) =>
  queryOptions({
    queryKey: ['my', 'microchip-checker', chip],
    queryFn: () => apiGet<MicrochipCheck>(`/api/my/microchip-checker/${encodeURIComponent(chip)}`),
  });

/** Asks only for a chip that passed the shared format rule; null asks nothing. */
export const useMicrochipCheck = (chip: string | null) =>
  useQuery({ ...microchipCheckQuery(chip ?? ''), enabled: chip !== null });
