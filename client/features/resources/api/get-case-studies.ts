import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseStudy, CaseStudySummary } from '../../../../shared/types/resources.js';
import { apiGet } from '../../../lib/api.js';

/** GET /api/my/case-studies: the lab's case studies for vets, newest first. */
export const caseStudiesQuery = () =>
  queryOptions({ queryKey: ['my', 'case-studies'], queryFn: () => apiGet<CaseStudySummary[]>('/api/my/case-studies') });

export const useCaseStudies = () => useQuery(caseStudiesQuery());

/** GET /api/my/case-studies/{id}. */
export const caseStudyQuery = (id: number) =>
  queryOptions({ queryKey: ['my', 'case-studies', id], queryFn: () => apiGet<CaseStudy>(`/api/my/case-studies/${id}`) });

export const useCaseStudy = (id: number) => useQuery(caseStudyQuery(id));
