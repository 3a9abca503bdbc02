import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminKit,
  AnimalDetail,
  AnimalList,
  CollectedAnimal,
  DnaProfile,
  ImportReview,
  KitResults,
  ReportAuthentication,
  SampleTracker,
  TestKitBalance,
} from '../../../../shared/types/kits.js';
import { api, apiGet } from '../../../lib/api.js';

export type AnimalView = 'mine' | 'archived' | 'shared' | 'all';

export interface AnimalFilters {
  view: AnimalView;
  queryType: string;
  query: string;
  gender: string;
  speciesId: string;
}

export function animalsPath(filters: AnimalFilters, page: number): string {
  const params = new URLSearchParams({ page: String(page), size: '15', view: filters.view });
  if (filters.query) {
    params.set('query_type', filters.queryType);
    params.set('query', filters.query);
  }
  if (filters.gender) params.set('gender', filters.gender);
  if (filters.speciesId) params.set('species_id', filters.speciesId);
  return `/api/my/animals?${params}`;
}

/** The filters a list opens with; the route loader prefetches the same first page on the server. */
export const firstAnimalFilters = (view: AnimalView): AnimalFilters => ({
  view,
  queryType: 'pet_name',
  query: '',
  gender: '',
  speciesId: '',
});

export const animalsQuery = (filters: AnimalFilters, page: number) =>
  queryOptions({ queryKey: ['my', 'animals', filters, page], queryFn: () => apiGet<AnimalList>(animalsPath(filters, page)) });

export const animalQuery = (id: number) =>
  queryOptions({ queryKey: ['my', 'animal', id], queryFn: () => apiGet<AnimalDetail>(`/api/my/animals/${id}`) });
export const useAnimal = (id: number) => useQuery(animalQuery(id));

export const kitResultsQuery = (id: number, barcode: string) =>
  queryOptions({
    queryKey: ['my', 'animal', id, 'results', barcode],
    queryFn: () => apiGet<KitResults>(`/api/my/animals/${id}/results/${encodeURIComponent(barcode)}`),
  });
export const useKitResults = (id: number, barcode: string) => useQuery(kitResultsQuery(id, barcode));

export const dnaProfileQuery = (id: number, barcode: string) =>
  queryOptions({
    queryKey: ['my', 'animal', id, 'dna', barcode],
    queryFn: () => apiGet<DnaProfile>(`/api/my/animals/${id}/dna/${encodeURIComponent(barcode)}`),
  });

export const reportPdfPath = (id: number, barcode: string, kind: 'summary' | 'certificate') =>
  `/api/my/animals/${id}/results/${encodeURIComponent(barcode)}/report?report_type=${kind}`;
export const emailReport = (id: number, barcode: string, kind: 'summary' | 'certificate') =>
  apiGet<{ sent: boolean; to: string }>(`${reportPdfPath(id, barcode, kind)}&send_email=true`);

export const shareAnimal = (id: number, email: string) => api('POST', `/api/my/animals/${id}/share`, { email });
export const unshareAnimal = (id: number, userId: number) => api('DELETE', `/api/my/animals/${id}/share/${userId}`);
export const setArchived = (id: number, archived: boolean) => api('PATCH', `/api/my/animals/${id}`, { archived });
export const offerTransfer = (id: number, email: string) => api('POST', `/api/my/animals/${id}/transfer`, { email });
export const answerTransfer = (id: number, accept: boolean) =>
  api('POST', `/api/my/transfers/${id}/${accept ? 'accept' : 'decline'}`);
/** /tools/add-animal: an animal described before its kit arrives (or without one). */
export const addAnimal = (body: Record<string, unknown>) => api<{ id: number }>('POST', '/api/my/animals', body);

/** Transfers offered to me and the history of mine (/my/transfer-animal). */
export interface AnimalTransfer {
  id: number;
  animalId: number;
  animalName: string;
  direction: 'incoming' | 'outgoing';
  otherParty: string;
  status: string;
  createdAt: string;
}

export const transfersQuery = () =>
  queryOptions({ queryKey: ['my', 'transfers'], queryFn: () => apiGet<{ results: AnimalTransfer[] }>('/api/my/transfers') });

export const addCollectedAnimal = (body: Record<string, unknown>) => api('POST', '/api/tools/collected-animal', body);
export const removeCollectedAnimal = (id: number) => api('DELETE', `/api/tools/collected-animal/${id}`);
export const collectedAnimalsQuery = (name: string) =>
  queryOptions({
    queryKey: ['my', 'collected', name],
    queryFn: () =>
      apiGet<{ results: CollectedAnimal[]; count: number }>(`/api/tools/collected-animal?name=${encodeURIComponent(name)}`),
  });

export const balanceQuery = () =>
  queryOptions({ queryKey: ['activate', 'balance'], queryFn: () => apiGet<TestKitBalance>('/api/activate') });
/** Only a signed-in account has a balance; a guest's page does not ask. */
export const useBalance = (signedIn: boolean) => useQuery({ ...balanceQuery(), enabled: signedIn });

export const trackSample = (barcode: string) =>
  apiGet<SampleTracker>(`/api/tools/sample-tracker/${encodeURIComponent(barcode.trim())}`);
export const authenticateReport = (barcode: string, code: string) =>
  apiGet<ReportAuthentication>(
    `/api/tools/report-authenticate/${encodeURIComponent(barcode.trim())}?code=${encodeURIComponent(code.trim())}`,
  );

export const adminKitsQuery = (status: string) =>
  queryOptions({
    queryKey: ['admin', 'lab', 'kits', status],
    queryFn: () => apiGet<{ results: AdminKit[] }>(`/api/admin/lab/kits${status ? `?status=${status}` : ''}`),
  });
export const useAdminKits = (status: string) => useQuery(adminKitsQuery(status));

export type LabOutcome = { results: Array<{ barcode: string; ok: boolean; message: string }> };
export const allocateKits = (body: { email: string; testIds: number[]; quantity: number; orderReference?: string }) =>
  api<{ barcodes: string[] }>('POST', '/api/admin/lab/kits/allocate', body);
export const receiveSamples = (barcodes: string[]) => api<LabOutcome>('POST', '/api/admin/lab/kits/receive', { barcodes });
export const importResults = (csv: string) => api<ImportReview>('POST', '/api/admin/lab/results/import', { csv });
export const publishResults = (barcodes: string[]) => api<LabOutcome>('POST', '/api/admin/lab/results/publish', { barcodes });
export const moveKit = (barcode: string, status: string, note?: string) =>
  api('POST', `/api/admin/lab/kits/${encodeURIComponent(barcode)}/status`, { status, note });

/** The tests a multi-pack credit of one category can pay for (the activation's redeem choice). */
export interface RedeemableTest {
  id: number;
  name: string;
  typeId: number;
  species: string;
}
export const redeemableTestsQuery = (categoryId: number) =>
  queryOptions({
    queryKey: ['activate', 'products', categoryId],
    queryFn: () => apiGet<{ results: RedeemableTest[] }>(`/api/activate/products?categoryId=${categoryId}`),
  });
export const useRedeemableTests = (categoryId: number | undefined) =>
  useQuery({ ...redeemableTestsQuery(categoryId ?? 0), enabled: categoryId !== undefined });
