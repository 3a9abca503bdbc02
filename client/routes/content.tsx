import type { RouteObject } from 'react-router';
import { CONTENT_ROUTE_PATHS } from '../../shared/content/content-paths.js';
import { paths } from '../../shared/paths.js';
import { prefetch } from '../lib/loader.js';
import { deferredLoader, type RouteContext, SHARED_WITH_GUESTS } from './route-context.js';

const enquiryFormPage = (name: keyof typeof import('../pages/EnquiryFormPages.js')) => () =>
  import('../pages/EnquiryFormPages.js').then((m) => ({ Component: m[name] }));

/** The public pages: home, content, news and help, the enquiry forms and the collection agents' register. */
export function contentRoutes({ queryClient }: RouteContext): RouteObject[] {
  return [
    {
      id: 'home',
      handle: SHARED_WITH_GUESTS,
      index: true,
      loader: deferredLoader(
        () => import('../pages/catalogue-loaders.js'),
        (m) => m.homeLoader(queryClient),
      ),
      lazy: () => import('../pages/HomePage.js').then((m) => ({ Component: m.HomePage })),
    },
    ...CONTENT_ROUTE_PATHS.map((path) => ({
      id: `content:${path}`,
      path,
      handle: SHARED_WITH_GUESTS,
      lazy: () => import('../pages/ContentRoutePage.js').then((m) => ({ Component: m.ContentRoutePage })),
    })),
    { id: 'contact-us', handle: SHARED_WITH_GUESTS, path: '/contact-us', lazy: enquiryFormPage('ContactUsPage') },
    {
      id: 'research-apply',
      handle: SHARED_WITH_GUESTS,
      path: '/research-innovation/apply',
      lazy: enquiryFormPage('ResearchApplyPage'),
    },
    {
      id: 'rbp-form',
      handle: SHARED_WITH_GUESTS,
      path: '/breeder/responsible-breeder-program/form',
      lazy: enquiryFormPage('ResponsibleBreederFormPage'),
    },
    {
      id: 'rbp-search',
      handle: SHARED_WITH_GUESTS,
      path: '/breeder/responsible-breeder-program/search',
      lazy: () => import('../pages/ResponsibleBreederSearchPage.js').then((m) => ({ Component: m.ResponsibleBreederSearchPage })),
    },
    {
      id: 'show-sponsorship',
      handle: SHARED_WITH_GUESTS,
      path: '/resources/show-sponsorship',
      lazy: enquiryFormPage('ShowSponsorshipPage'),
    },
    {
      id: 'collection-agent-nomination',
      handle: SHARED_WITH_GUESTS,
      path: '/resources/collection-agent-nomination',
      lazy: enquiryFormPage('CollectionAgentNominationPage'),
    },
    {
      id: 'collection-agents',
      handle: SHARED_WITH_GUESTS,
      path: paths.collectionAgents,
      loader: async ({ request }) => {
        const { agentSearchOf, agentsQuery } = await import('../features/agents/api/agents.js');
        await prefetch(queryClient, agentsQuery(agentSearchOf(new URL(request.url).searchParams)));
        return null;
      },
      lazy: () => import('../pages/CollectionAgentsPage.js').then((m) => ({ Component: m.CollectionAgentsPage })),
    },
    {
      id: 'help',
      handle: SHARED_WITH_GUESTS,
      path: '/help',
      lazy: () => import('../pages/HelpPage.js').then((m) => ({ Component: m.HelpPage })),
    },
    {
      id: 'news',
      handle: SHARED_WITH_GUESTS,
      path: '/news-and-blogs',
      lazy: () =>
        import('../pages/NewsPages.js').then((m) => ({ Component: m.NewsListPage, loader: m.newsListLoader(queryClient) })),
    },
    {
      id: 'article',
      handle: SHARED_WITH_GUESTS,
      path: '/news-and-blogs/:slug',
      lazy: () =>
        import('../pages/NewsPages.js').then((m) => ({ Component: m.ArticlePage, loader: m.articleLoader(queryClient) })),
    },
  ];
}
