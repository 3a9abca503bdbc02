import type { DehydratedState } from '@tanstack/react-query';
import type { PublicConfig } from '../shared/public-config.js';

/** Everything the server hands to the browser for hydration, in one JSON script element. */
export interface BootData {
  config: PublicConfig;
  queries: DehydratedState;
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, unknown> | null;
  };
}

export const BOOT_ELEMENT_ID = '__boot';
export const APP_ROOT_MARKER = '<div data-app-root=""';
