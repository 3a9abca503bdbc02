import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useParams, useSearchParams } from 'react-router';
import { formatDate } from '../../shared/format.js';
import { paths } from '../../shared/paths.js';
import type { ArticleKind } from '../../shared/types/content.js';
import { Seo } from '../components/content/Seo.js';
import { Link } from '../components/navigation/Link.js';
import { articleQuery, articlesQuery, useArticle, useArticles } from '../features/content/api/articles.js';
import { ArticleView } from '../features/content/components/ArticleView.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { prefetch } from '../lib/loader.js';

const kindOf = (params: URLSearchParams): ArticleKind | undefined =>
  params.get('type') === 'blog' ? 'blog' : params.get('type') === 'news' ? 'news' : undefined;

export function NewsListPage() {
  const [params] = useSearchParams();
  const type = kindOf(params);
  const { storefront } = useStorefront();
  const articles = useArticles(type).data?.results ?? [];
  return (
    <article className="content-page">
      <Seo
        title={type === 'blog' ? 'Blogs' : type === 'news' ? 'News' : 'News and blogs'}
        description="News from the Pet DNA Lab laboratory and blogs on breeding, DNA testing and animal health."
        path={type ? `${paths.newsAndBlogs}?type=${type}` : paths.newsAndBlogs}
      />
      <header className="hero">
        <h1>News and blogs</h1>
        <p className="lead">New tests, laboratory news, and practical writing on breeding with DNA.</p>
        <nav className="tabs" aria-label="Filter articles">
          <Link to={paths.newsAndBlogs} aria-current={type === undefined ? 'page' : undefined}>
            All
          </Link>
          <Link to={`${paths.newsAndBlogs}?type=news`} aria-current={type === 'news' ? 'page' : undefined}>
            News
          </Link>
          <Link to={`${paths.newsAndBlogs}?type=blog`} aria-current={type === 'blog' ? 'page' : undefined}>
            Blogs
          </Link>
        </nav>
      </header>
      <ul className="article-list">
        {articles.map((article) => (
          <li key={article.slug}>
            <Link className="card" to={paths.newsArticle(article.slug)}>
              <span className="eyebrow">
                {article.kind === 'blog' ? 'Blog' : 'News'} ·{' '}
                <time dateTime={article.publishOn}>{formatDate(article.publishOn, storefront)}</time>
              </span>
              <h2>{article.title}</h2>
              <p>{article.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}

export function ArticlePage() {
  const slug = useParams().slug ?? '';
  const { storefront } = useStorefront();
  const article = useArticle(slug).data;
  if (!article) return null;
  return (
    <>
      <Seo title={article.title} description={article.description} path={paths.newsArticle(article.slug)} />
      <ArticleView article={article} storefront={storefront} />
    </>
  );
}

export const newsListLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await prefetch(queryClient, articlesQuery(kindOf(new URL(request.url).searchParams)));
    return null;
  };

/** An unknown, draft or future article is a real 404 (the API's 404 becomes the page's). */
export const articleLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await prefetch(queryClient, articleQuery(params.slug ?? ''));
    return null;
  };
