import { data, type RouteObject } from 'react-router';
import { paths } from '../../shared/paths.js';
import { prefetch } from '../lib/loader.js';
import { lazyPage, type RouteContext } from './route-context.js';

/** Kits and animals: activation, the animal lists and an animal's results, transfers, and parentage requests. */
export function animalRoutes({ queryClient, requireUser, withCountries }: RouteContext): RouteObject[] {
  // The loaders' API modules load with their pages, never with the entry.
  const kitsApi = () => import('../features/kits/api/kits.js');
  return [
    {
      id: 'activate',
      path: paths.activate,
      // The email step of a visitor who is not signed in may create an account, which names its country.
      lazy: lazyPage(() => import('../pages/kits/ActivatePage.js'), 'ActivatePage', withCountries),
    },
    ...(
      [
        ['my-animals', paths.myAnimals, 'MyAnimalsPage', 'mine'],
        ['my-patients', paths.myPatients, 'MyPatientsPage', 'all'],
        ['shared-animals', '/my/animals/shared', 'SharedAnimalsPage', 'shared'],
        ['archived-animals', '/my/animals/archived', 'ArchivedAnimalsPage', 'archived'],
      ] as const
    ).map(([id, path, name, view]) => ({
      id,
      path,
      lazy: lazyPage(
        () => import('../pages/animals/AnimalPages.js'),
        name,
        async ({ request }) => {
          const [, { animalsQuery, firstAnimalFilters }] = await Promise.all([requireUser(request), kitsApi()]);
          await prefetch(queryClient, animalsQuery(firstAnimalFilters(view), 1));
          return null;
        },
      ),
    })),
    {
      id: 'animal-detail',
      path: '/my/animals/:id',
      lazy: lazyPage(
        () => import('../pages/animals/AnimalPages.js'),
        'AnimalDetailPage',
        async ({ request, params }) => {
          const [, { animalQuery, dnaProfileQuery, kitResultsQuery }] = await Promise.all([requireUser(request), kitsApi()]);
          const id = Number(params.id);
          if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
          const animal = await prefetch(queryClient, animalQuery(id));
          await Promise.all(
            animal.barcodes.map(async ({ barcode }) => {
              const kit = await queryClient.ensureQueryData(kitResultsQuery(id, barcode)).catch(() => undefined);
              if (kit?.hasDnaProfile) await queryClient.prefetchQuery(dnaProfileQuery(id, barcode));
            }),
          );
          return null;
        },
      ),
    },
    {
      id: 'transfer-animal',
      path: '/my/transfer-animal',
      lazy: lazyPage(
        () => import('../pages/animals/TransferAnimalPage.js'),
        'TransferAnimalPage',
        async ({ request }) => {
          const [, { transfersQuery }] = await Promise.all([requireUser(request), kitsApi()]);
          await queryClient.prefetchQuery(transfersQuery());
          return null;
        },
      ),
    },
    {
      id: 'collected-animals',
      path: '/my/animals/collected',
      lazy: lazyPage(
        () => import('../pages/animals/CollectedAnimalsPage.js'),
        'CollectedAnimalsPage',
        async ({ request }) => {
          const [, { collectedAnimalsQuery }] = await Promise.all([requireUser(request), kitsApi()]);
          await queryClient.prefetchQuery(collectedAnimalsQuery(''));
          return null;
        },
      ),
    },
    {
      id: 'add-animal',
      path: '/tools/add-animal',
      lazy: lazyPage(
        () => import('../pages/animals/AddAnimalPage.js'),
        'AddAnimalPage',
        async ({ request }) => {
          await requireUser(request);
          return null;
        },
      ),
    },
    {
      id: 'my-parentage-requests',
      path: paths.myParentageRequests,
      lazy: lazyPage(
        () => import('../pages/parentage/ParentageRequestsPage.js'),
        'ParentageRequestsPage',
        async ({ request }) => {
          const [, { parentageFilterOf }, { parentageRequestsQuery }, { parentageAnimalsQuery }] = await Promise.all([
            requireUser(request),
            import('../pages/parentage/ParentageRequestsPage.js'),
            import('../features/parentage/api/get-parentage-requests.js'),
            import('../features/parentage/api/get-parentage-animals.js'),
          ]);
          await Promise.all([
            prefetch(queryClient, parentageRequestsQuery(parentageFilterOf(new URL(request.url).searchParams))),
            prefetch(queryClient, parentageAnimalsQuery()),
          ]);
          return null;
        },
      ),
    },
  ];
}
