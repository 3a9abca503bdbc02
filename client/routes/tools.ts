import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths.js';
import { lazyPage, type RouteContext } from './route-context.js';

/** The tools: sample tracker, report authentication, the microchip parent checker and the genetics tools. */
export function toolRoutes({ queryClient, requireUser }: RouteContext): RouteObject[] {
  return [
    {
      id: 'sample-tracker',
      path: paths.sampleTracker,
      lazy: () => import('../pages/tools/SampleTrackerPage.js').then((m) => ({ Component: m.SampleTrackerPage })),
    },
    {
      id: 'report-authentication',
      path: paths.reportAuthentication,
      lazy: () => import('../pages/tools/ReportAuthenticationPage.js').then((m) => ({ Component: m.ReportAuthenticationPage })),
    },
    {
      id: 'microchip-checker',
      path: paths.microchipChecker,
      lazy: () => import('../pages/tools/MicrochipCheckerPages.js').then((m) => ({ Component: m.MicrochipCheckerPage })),
    },
    {
      id: 'my-microchip-checker',
      path: paths.myMicrochipChecker,
      lazy: lazyPage(
        () => import('../pages/tools/MicrochipCheckerPages.js'),
        'MyMicrochipCheckerPage',
        async ({ request }) => {
          const [, { readMicrochip }, { microchipCheckQuery }] = await Promise.all([
            requireUser(request),
            import('../../shared/microchip.js'),
            import('../features/microchip-checker/api/check-microchip.js'),
          ]);
          // The answer for a handed-over number is part of the page; a bad number is the page's to explain.
          const reading = readMicrochip(new URL(request.url).searchParams.get('chip') ?? '');
          if (reading.ok) await queryClient.prefetchQuery(microchipCheckQuery(reading.chip));
          return null;
        },
      ),
    },
    {
      id: 'breeding-strategy',
      path: paths.breedingStrategy,
      lazy: lazyPage(
        () => import('../pages/GeneticsToolsPages.js'),
        'BreedingStrategyPage',
        async ({ request }) => {
          const [, { breedingInputOf, pairingChoiceOf }, { pairingAnimalsQuery }, { breedingStrategyQuery }, { pairingQuery }] =
            await Promise.all([
              requireUser(request),
              import('../features/genetics-tools/url-state.js'),
              import('../features/genetics-tools/api/get-pairing-animals.js'),
              import('../features/genetics-tools/api/get-breeding-strategy.js'),
              import('../features/genetics-tools/api/plan-pairing.js'),
            ]);
          // The question in the address is answered with the page; a wrong one is the page's to explain.
          const params = new URL(request.url).searchParams;
          const locus = breedingInputOf(params);
          const pair = pairingChoiceOf(params);
          await Promise.all([
            queryClient.prefetchQuery(pairingAnimalsQuery()),
            locus ? queryClient.prefetchQuery(breedingStrategyQuery(locus)) : null,
            pair ? queryClient.prefetchQuery(pairingQuery(pair)) : null,
          ]);
          return null;
        },
      ),
    },
    {
      id: 'feline-colour',
      path: paths.felineColour,
      lazy: lazyPage(
        () => import('../pages/GeneticsToolsPages.js'),
        'FelineColourPage',
        async ({ request }) => {
          const [, { felineInputOf }, { colourCatsQuery }, { felineColourQuery }] = await Promise.all([
            requireUser(request),
            import('../features/genetics-tools/url-state.js'),
            import('../features/genetics-tools/api/get-colour-cats.js'),
            import('../features/genetics-tools/api/feline-colour.js'),
          ]);
          const input = felineInputOf(new URL(request.url).searchParams);
          await Promise.all([
            queryClient.prefetchQuery(colourCatsQuery()),
            input ? queryClient.prefetchQuery(felineColourQuery(input)) : null,
          ]);
          return null;
        },
      ),
    },
  ];
}
