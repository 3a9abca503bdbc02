/**
 * The PayPal SDK has no base-URL option; it talks through axios, which takes an `adapter`. This one sends
 * the SDK's requests with fetch to another host (a local fake in tests), keeping path and query.
 */
interface AdapterConfig {
  url?: string;
  baseURL?: string;
  method?: string;
  headers?: { toJSON?: () => Record<string, unknown> } & Record<string, unknown>;
  data?: unknown;
  timeout?: number;
  auth?: { username: string; password: string };
}

export function rebasingAdapter(baseUrl: string) {
  const base = new URL(baseUrl);
  return async (config: AdapterConfig) => {
    const original = new URL(config.url ?? '/', config.baseURL ?? 'https://api-m.paypal.com');
    const target = new URL(`${original.pathname}${original.search}`, base);
    const raw = config.headers?.toJSON ? config.headers.toJSON() : (config.headers ?? {});
    const headers = new Headers();
    for (const [name, value] of Object.entries(raw))
      if (value !== undefined && value !== null && value !== false) headers.set(name, String(value));
    if (config.auth)
      headers.set('authorization', `Basic ${Buffer.from(`${config.auth.username}:${config.auth.password}`).toString('base64')}`);
    const method = (config.method ?? 'get').toUpperCase();
    const response = await fetch(target, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' || config.data === undefined ? undefined : (config.data as string),
      signal: config.timeout ? AbortSignal.timeout(config.timeout) : undefined,
    });
    return {
      data: await response.text(),
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers),
      config,
      request: {},
    };
  };
}
