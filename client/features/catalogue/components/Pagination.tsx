import { paginationItems } from '../../../../shared/catalogue-rules.js';
import { Link } from '../../../components/navigation/Link.js';

/** Spec §9 pagination: every page up to 6, else ellipsis windows with one sibling. */
export function Pagination({ page, totalPages, hrefOf }: { page: number; totalPages: number; hrefOf: (page: number) => string }) {
  if (totalPages <= 1) return null;
  const items = paginationItems(page, totalPages);
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span aria-hidden="true" className="pagination__off">
          Previous
        </span>
      )}
      <ol>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            // Two ellipses can appear; their position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity of an ellipsis
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link to={hrefOf(item)} aria-current={item === page ? 'page' : undefined} aria-label={`Page ${item}`}>
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link to={hrefOf(page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span aria-hidden="true" className="pagination__off">
          Next
        </span>
      )}
    </nav>
  );
}
