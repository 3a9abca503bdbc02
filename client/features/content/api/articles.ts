import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleKind, ArticleSummary, ArticleView } from '../../../../shared/types/content.js';
import { apiGet } from '../../../lib/api.js';

/** GET /api/content/articles[?type]: the live articles of the visitor's storefront, newest first. */
export const articlesQuery = (kind: ArticleKind | undefined) =>
  queryOptions({
    queryKey: ['content', 'articles', kind ?? 'all'],
    queryFn: () => apiGet<{ results: ArticleSummary[] }>(`/api/content/articles${kind ? `?type=${kind}` : ''}`),
  });
export const useArticles = (kind: ArticleKind | undefined) => useQuery(articlesQuery(kind));

/** GET /api/content/articles/{slug}: a live article, its body already rendered (404 otherwise). */
export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'article', slug],
    queryFn: () => apiGet<ArticleView>(`/api/content/articles/${encodeURIComponent(slug)}`),
  });
export const useArticle = (slug: string) => useQuery(articleQuery(slug));
