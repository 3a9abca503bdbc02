/**
 * What the access log writes for a request: one line per request, except the load balancer's
 * successful health and readiness probes (several a second in production, and the hot path the
 * platform benchmark measures); a failing probe is logged like any other answer.
 */
export function shouldLogRequest(path: string, statusCode: number): boolean {
  return !(statusCode < 400 && (path === '/api/health' || path === '/api/ready'));
}

/** Query parameters whose values are credentials: e-mailed links carry single-use tokens. */
const SECRET_PARAMS = /^(token|code|key|secret|password|session|signature|sig)$/i;

/** The request's path and query as logged: values of credential parameters are replaced. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return equals !== -1 && SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** The path of a request URL, without its query. */
export function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}
