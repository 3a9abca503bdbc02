import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorefrontCode } from '../../../../shared/storefronts.js';
import type { AdminArticle, AdminBanner, ArticleKind, BannerPlacement } from '../../../../shared/types/content.js';
import { api, apiGet } from '../../../lib/api.js';

export interface ArticleInput {
  slug: string;
  kind: ArticleKind;
  title: string;
  description: string;
  body: string;
  publishOn: string;
  storefronts: StorefrontCode[];
}

export interface BannerInput {
  title: string | null;
  text: string;
  linkLabel: string;
  linkUrl: string;
  storefronts: StorefrontCode[];
  startsOn: string | null;
  endsOn: string | null;
}

/** GET /api/admin/content/articles: every article, drafts first. */
export const adminArticlesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'content', 'articles'],
    queryFn: () => apiGet<{ results: AdminArticle[] }>('/api/admin/content/articles'),
  });
export const useAdminArticles = () => useQuery(adminArticlesQuery());

export const adminArticleQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'content', 'articles', id],
    queryFn: () => apiGet<AdminArticle>(`/api/admin/content/articles/${id}`),
  });
export const useAdminArticle = (id: number) => useQuery(adminArticleQuery(id));

export const createArticle = (input: ArticleInput) => api<AdminArticle>('POST', '/api/admin/content/articles', input);
export const updateArticle = (id: number, input: ArticleInput) =>
  api<AdminArticle>('PUT', `/api/admin/content/articles/${id}`, input);
export const setArticlePublished = (id: number, published: boolean) =>
  api<AdminArticle>('POST', `/api/admin/content/articles/${id}/${published ? 'publish' : 'unpublish'}`);
export const deleteArticle = (id: number) => api<void>('DELETE', `/api/admin/content/articles/${id}`);

/** GET /api/admin/content/banners: the announcement strip and the research banner. */
export const adminBannersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'content', 'banners'],
    queryFn: () => apiGet<{ results: AdminBanner[] }>('/api/admin/content/banners'),
  });
export const useAdminBanners = () => useQuery(adminBannersQuery());

export const saveBanner = (placement: BannerPlacement, input: BannerInput) =>
  api<AdminBanner>('PUT', `/api/admin/content/banners/${placement}`, input);
