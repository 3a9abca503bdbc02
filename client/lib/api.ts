import type { ApiErrorBody, ApiValidationBody } from '../../shared/api-error.js';
import type { ApiTransport } from '../../shared/ssr-contract.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiErrorBody> & Partial<ApiValidationBody>,
  ) {
    super(typeof body.message === 'string' ? body.message : `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

const browserTransport: ApiTransport = async ({ method, path, body, headers }) => {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

let transport: ApiTransport = browserTransport;

/** Called once by the server entry; the browser keeps `fetch`. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export async function api<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const response = await transport({ method, path, body, ...(headers ? { headers } : {}) });
  if (response.status >= 400) throw new ApiError(response.status, (response.body ?? {}) as ApiErrorBody);
  return response.body as T;
}

export const apiGet = <T>(path: string) => api<T>('GET', path);
