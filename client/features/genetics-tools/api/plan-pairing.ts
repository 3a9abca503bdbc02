import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PairingAnswer } from '../../../../shared/types/genetics-tools.js';
import { api } from '../../../lib/api.js';

/** A parent of the planner: one of your animals, or any animal with published results by its microchip. */
export type PairingChoice = { damId?: number; damMicrochip?: string; sireId?: number; sireMicrochip?: string };

/**
 * POST /api/my/breeding-strategy/pairing. It changes nothing, so it is read as a query: the page's address
 * holds the pair, and the server renders the answer with the page.
 */
export const pairingQuery = (choice: PairingChoice) =>
  queryOptions({
    queryKey: [
      'my',
      'breeding-strategy',
      'pairing',
      choice.damId ?? null,
      choice.damMicrochip ?? null,
      choice.sireId ?? null,
      choice.sireMicrochip ?? null,
    ],
    queryFn: () => api<PairingAnswer>('POST', '/api/my/breeding-strategy/pairing', choice),
    retry: false,
  });

export const usePairing = (choice: PairingChoice | null) => useQuery({ ...pairingQuery(choice ?? {}), enabled: choice !== null });
