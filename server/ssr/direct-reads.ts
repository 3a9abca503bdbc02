import type { INestApplication } from '@nestjs/common';
import type { RequestContext } from '../common/request-context.js';
import { createValidationPipe, ParseIdPipe } from '../common/validation.js';
import { CatalogueController } from '../modules/catalogue/catalogue.controller.js';
import { ProductAudienceDto } from '../modules/catalogue/dto/breed-products.dto.js';
import { ListProductsDto } from '../modules/catalogue/dto/list-products.dto.js';

/**
 * A public GET route's answer for the visitor's context, the path's parameter (the `:id` of a route that has
 * one) and the call's query, as its controller gives it.
 */
type Read = (context: RequestContext, param: string, query: Record<string, string>) => Promise<unknown>;

/**
 * API reads a page render answers by calling the route's own controller method, with its query through the
 * API's own validation pipe, instead of through `fastify.inject` (the product list's request and reply
 * emulation, hooks and serialisation cost about 450 µs of CPU, an eighth of a listing page's render; decision
 * 1100, thirteenth session). Only public routes are here: their access declaration lets anyone read them.
 *
 * Answers the read of a call's path, or undefined where the render must use `inject`: another path, or a query
 * that repeats a name (the API's parser would make it a list). A read that rejects (a query the validation
 * refuses, a failure) is also answered through `inject` by the caller, so every error answer stays the API's own.
 */
export function createDirectReads(app: INestApplication) {
  const catalogue = app.get(CatalogueController);
  const pipe = createValidationPipe();
  const ids = new ParseIdPipe();
  const validQuery = <T>(metatype: new () => T, query: Record<string, string>) =>
    pipe.transform(query, { type: 'query', metatype }) as Promise<T>;
  /** By path; a route with an `:id` is keyed by its path up to it, ending in `/`. */
  const reads = new Map<string, Read>([
    ['/api/store/products', async (context, _, query) => catalogue.list(context, await validQuery(ListProductsDto, query))],
    [
      '/api/store/products/product/',
      async (context, id, query) => catalogue.product(context, ids.transform(id), await validQuery(ProductAudienceDto, query)),
    ],
  ]);
  return (path: string): ((context: RequestContext) => Promise<unknown>) | undefined => {
    const mark = path.indexOf('?');
    const pathname = mark < 0 ? path : path.slice(0, mark);
    const exact = reads.get(pathname);
    const afterSlash = pathname.lastIndexOf('/') + 1;
    const read = exact ?? reads.get(pathname.slice(0, afterSlash));
    if (!read) return undefined;
    // Left as written: an encoded id fails `ParseIdPipe` here and is answered through `inject`, which decodes it.
    const param = exact ? '' : pathname.slice(afterSlash);
    const query: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(mark < 0 ? '' : path.slice(mark + 1))) {
      if (Object.hasOwn(query, name)) return undefined;
      query[name] = value;
    }
    return (context) => read(context, param, query);
  };
}
