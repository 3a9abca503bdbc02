import { useLocation } from 'react-router';
import { CONTENT_PAGES } from '../../shared/content/site-pages.js';
import { ContentPage } from './content/ContentPage.js';
import { NotFoundPage } from './NotFoundPage.js';

/** A page made only of content, found by its path. */
export function ContentRoutePage() {
  const { pathname } = useLocation();
  const page = CONTENT_PAGES.find((candidate) => candidate.path === pathname.replace(/\/$/, '') || candidate.path === pathname);
  return page ? <ContentPage page={page} /> : <NotFoundPage />;
}
