const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginCheckInput {
  method: string;
  host: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
  publicUrl: string;
}

/**
 * CSRF defence for the API: a state-changing request must not come from another site. Browsers send
 * Sec-Fetch-Site (and Origin) on such requests; clients that send neither (server-side calls, curl,
 * payment webhooks) are not browsers and carry no ambient cookies from another site. The check covers every
 * path, however written: only safe methods reach pages, so it needs no path test (decision 0013).
 */
export function isCrossSiteRequest(input: OriginCheckInput): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return false;
  if (input.secFetchSite && input.secFetchSite !== 'same-origin' && input.secFetchSite !== 'none') return true;
  if (input.origin === undefined) return false;
  if (input.origin === 'null') return true;
  let origin: URL;
  try {
    origin = new URL(input.origin);
  } catch {
    return true;
  }
  if (origin.origin === new URL(input.publicUrl).origin) return false;
  return input.host === undefined || origin.host !== input.host;
}
