import { formatDate } from '../../../../shared/format.js';
import { paths } from '../../../../shared/paths.js';
import type { StorefrontCode } from '../../../../shared/storefronts.js';
import type { ArticleView as Article } from '../../../../shared/types/content.js';
import { Link } from '../../../components/navigation/Link.js';

/**
 * An article as its public page shows it. The back office's preview draws the same component with the body
 * rendered by the same function (`shared/content/markdown.ts`), so the preview is the page. `bodyHtml` comes
 * from that renderer only, which lets no raw HTML through (decision 0911).
 */
export function ArticleView(props: { article: Article; storefront: StorefrontCode }) {
  const { article, storefront } = props;
  return (
    <article className="content-page article">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={paths.newsAndBlogs}>News and blogs</Link>
      </nav>
      <header className="hero">
        <p className="eyebrow">
          {article.kind === 'blog' ? 'Blog' : 'News'} ·{' '}
          <time dateTime={article.publishOn}>{formatDate(article.publishOn, storefront)}</time>
        </p>
        <h1>{article.title}</h1>
        <p className="lead">{article.description}</p>
      </header>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it output with raw HTML disabled (0911). */}
      <div className="article__body" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      <p>
        <Link to={paths.contactUs}>Questions? Contact us</Link>
      </p>
    </article>
  );
}
