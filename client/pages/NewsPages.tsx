import { data, Link, type LoaderFunctionArgs, useParams, useSearchParams } from 'react-router';
import { ARTICLES, articlePath } from '../../shared/content/news.js';
import { formatDate } from '../../shared/format.js';
import { paths } from '../../shared/paths.js';
import { Seo } from '../components/content/Seo.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { NotFoundPage } from './NotFoundPage.js';

export function NewsListPage() {
  const [params] = useSearchParams();
  const type = params.get('type') === 'blog' ? 'blog' : params.get('type') === 'news' ? 'news' : undefined;
  const { storefront } = useStorefront();
  const articles = ARTICLES.filter((a) => !type || a.type === type);
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
            <Link className="card" to={articlePath(article)}>
              <span className="eyebrow">
                {article.type === 'blog' ? 'Blog' : 'News'} ·{' '}
                <time dateTime={article.published}>{formatDate(article.published, storefront)}</time>
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
  const { slug } = useParams();
  const { storefront } = useStorefront();
  const article = ARTICLES.find((a) => a.slug === slug);
  if (!article) return <NotFoundPage />;
  return (
    <article className="content-page article">
      <Seo title={article.title} description={article.description} path={articlePath(article)} />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={paths.newsAndBlogs}>News and blogs</Link>
      </nav>
      <header className="hero">
        <p className="eyebrow">
          {article.type === 'blog' ? 'Blog' : 'News'} ·{' '}
          <time dateTime={article.published}>{formatDate(article.published, storefront)}</time>
        </p>
        <h1>{article.title}</h1>
        <p className="lead">{article.description}</p>
      </header>
      {article.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      <p>
        <Link to={paths.contactUs}>Questions? Contact us</Link>
      </p>
    </article>
  );
}

/** An unknown article is a real 404. */
export function articleLoader({ params }: LoaderFunctionArgs) {
  if (!ARTICLES.some((article) => article.slug === params.slug)) throw data(null, { status: 404 });
  return null;
}
