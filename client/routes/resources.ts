import { type RouteObject, redirect } from 'react-router';
import { paths } from '../../shared/paths.js';
import type { UserType } from '../../shared/types/user.js';
import { prefetch } from '../lib/loader.js';
import type { RouteContext } from './route-context.js';

/**
 * The account's forms, resources and learning material (issue 18 §4). A page of another audience sends the
 * user to their own resources page, where their kind of material is (decision 0940).
 */
export function resourceRoutes({ queryClient, requireUser }: RouteContext): RouteObject[] {
  const page =
    (
      name: 'ResourcesHubPage' | 'WorkSpreadsheetsPage' | 'CaseStudiesPage' | 'CaseStudyPage',
      audiences: readonly UserType[] | null,
      load?: (args: { request: Request; params: Record<string, string | undefined> }) => Promise<unknown>,
    ) =>
    () =>
      import('../pages/resources/ResourcesPages.js').then((m) => ({
        Component: m[name],
        loader: async (args: { request: Request; params: Record<string, string | undefined> }) => {
          const user = await requireUser(args.request);
          if (audiences && !audiences.includes(user.userType)) throw redirect(paths.myResources);
          await load?.(args);
          return null;
        },
      }));

  return [
    { id: 'my-resources', path: paths.myResources, lazy: page('ResourcesHubPage', null) },
    { id: 'my-work-spreadsheets', path: paths.myWorkSpreadsheets, lazy: page('WorkSpreadsheetsPage', ['breeder']) },
    {
      id: 'my-case-studies',
      path: paths.myCaseStudies,
      lazy: page('CaseStudiesPage', ['vet'], async () => {
        const { caseStudiesQuery } = await import('../features/resources/api/get-case-studies.js');
        await prefetch(queryClient, caseStudiesQuery());
      }),
    },
    {
      id: 'my-case-study',
      path: '/my/case-studies/:id',
      lazy: page('CaseStudyPage', ['vet'], async ({ params }) => {
        const id = Number(params.id);
        if (!Number.isInteger(id) || id < 1) throw redirect(paths.myCaseStudies);
        const { caseStudyQuery } = await import('../features/resources/api/get-case-studies.js');
        await prefetch(queryClient, caseStudyQuery(id));
      }),
    },
    {
      id: 'my-fact-sheets',
      path: paths.myFactSheets,
      lazy: () =>
        Promise.all([
          import('../pages/resources/FactSheetsPage.js'),
          import('../features/resources/api/get-fact-sheets.js'),
        ]).then(([m, { factSheetsQuery }]) => ({
          Component: m.FactSheetsPage,
          loader: async ({ request }: { request: Request }) => {
            await requireUser(request);
            await prefetch(queryClient, factSheetsQuery(m.factSheetFilterOf(new URL(request.url).searchParams)));
            return null;
          },
        })),
    },
    {
      id: 'my-acm-form-requests',
      path: paths.myAcmFormRequests,
      lazy: () =>
        Promise.all([
          import('../pages/resources/AcmFormRequestsPage.js'),
          import('../features/resources/api/get-acm-form-requests.js'),
        ]).then(([m, { acmAnimalsQuery, acmFormRequestsQuery }]) => ({
          Component: m.AcmFormRequestsPage,
          loader: async ({ request }: { request: Request }) => {
            const user = await requireUser(request);
            if (user.userType === 'vet') throw redirect(paths.myResources);
            await Promise.all([prefetch(queryClient, acmFormRequestsQuery()), prefetch(queryClient, acmAnimalsQuery())]);
            return null;
          },
        })),
    },
  ];
}
