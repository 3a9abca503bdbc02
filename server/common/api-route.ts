import type { FastifyRequest } from 'fastify';

/**
 * Whether the router matched one of the API's controller routes: decided on the matched route's
 * pattern (`/api/my/animals/:id`), never on the raw URL, which the router decodes and normalises.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const pattern = request.routeOptions.url;
  return pattern?.startsWith('/api/') === true;
}
