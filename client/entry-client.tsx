import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BOOT_ELEMENT_ID, type BootData } from './boot.js';
import { createQueryClient } from './lib/query-client.js';
import { createRoutes } from './routes.js';
import './styles/global.css';

const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? '{}') as BootData;
const queryClient = createQueryClient();
hydrate(queryClient, boot.queries);
const router = createBrowserRouter(createRoutes(queryClient), { hydrationData: boot.router });

/** Marks the page as interactive, for browser tests and for CSS that must wait for JavaScript. */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <HydratedMarker />
    </QueryClientProvider>
  </StrictMode>,
);
