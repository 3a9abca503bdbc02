import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import { sessionCookieName } from '../../shared/cookies.js';
import type { ApiRequest, ApiResponse, Render, ShellData } from '../../shared/ssr-contract.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../common/database-unavailable.js';
import { type RequestContext, requestContextOf } from '../common/request-context.js';
import { createNonce, createPageCsp } from '../common/security-headers.js';
import type { AppConfig } from '../config/config.js';
import { publicConfigOf } from '../config/public-config.js';
import { ChangeChannel } from '../db/change-channel.js';
import { projectRoot } from '../db/project-root.js';
import { SessionsService, sharingSessionLookups } from '../modules/auth/sessions.service.js';
import { UsersService } from '../modules/auth/users.service.js';
import { CatalogueService } from '../modules/catalogue/catalogue.service.js';
import { ContentService } from '../modules/content/content.service.js';
import { StorefrontService } from '../modules/storefront/storefront.service.js';
import { catalogueSitemap } from './catalogue-sitemap.js';
import { createDirectReads } from './direct-reads.js';
import { htmlDocument, type PageAssets } from './html-document.js';
import { readClientAssets } from './manifest.js';
import { followChanges, guestPageKey, PageCache, type RenderedPage, withNonce } from './page-cache.js';
import { registerSeoFiles } from './seo-files.js';

export type SsrMode = 'development' | 'production';

/** Headers of the visitor's request that a server-side API call carries on. */
const BASE_FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for'];

/** The base headers plus the deployment's trusted geolocation header (config.geoHeader). */
export function forwardedHeaders(config: Pick<AppConfig, 'geoHeader'>): string[] {
  return [...new Set([...BASE_FORWARDED_HEADERS, config.geoHeader])];
}

/**
 * Serves every non-API GET path with the server-rendered React app: Vite in middleware mode in
 * development (hot reload on the app's own port), the built bundle and hashed assets in production.
 */
export async function registerSsr(app: NestFastifyApplication, config: AppConfig, mode: SsrMode): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const root = projectRoot();
  let loadRender: () => Promise<Render>;
  let assets: PageAssets;
  let vite: ViteDevServer | undefined;

  if (mode === 'development') {
    const { createServer } = await import('vite');
    vite = await createServer({
      root,
      appType: 'custom',
      server: { middlewareMode: true, hmr: { server: fastify.server } },
    });
    app.use(vite.middlewares);
    const devServer = vite;
    loadRender = async () => ((await devServer.ssrLoadModule('/client/entry-server.tsx')) as { render: Render }).render;
    assets = { scripts: ['/client/entry-client.tsx'], styles: [], preloads: [] };
    fastify.addHook('onClose', async () => devServer.close());
  } else {
    const clientDir = join(root, 'dist', 'client');
    assets = readClientAssets(clientDir);
    const module = (await import(pathToFileURL(join(root, 'dist', 'ssr', 'entry-server.js')).href)) as { render: Render };
    loadRender = async () => module.render;
    await app.register(fastifyStatic, {
      root: join(clientDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      index: false,
    });
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      decorateReply: false,
      // Only the top-level public files (favicon, manifest): /assets/* has its own, immutable, route.
      wildcard: false,
      globIgnore: ['assets/**', '.vite/**'],
      maxAge: '1d',
      index: false,
    });
  }

  const publicConfig = publicConfigOf(config);
  const pageCsp = createPageCsp(config);
  const forwarded = forwardedHeaders(config);
  const content = app.get(ContentService);
  const storefronts = app.get(StorefrontService);
  const users = app.get(UsersService);
  const sessions = app.get(SessionsService);
  const directRead = createDirectReads(app);
  /**
   * The shell's data for this visitor, read from the services `GET /api/storefront`, `GET /api/content/banners`
   * and `GET /api/my/details` answer from, while the render starts. `identified` is the page request's context
   * (`renderPage`): a visitor with a session cookie is identified first, as the API would (inside the render's
   * shared lookups, so that its API calls reuse the lookup; a cookie naming no live session is cleared, as the
   * API clears it); a shared guest page (no reply) is only ever rendered for a request without one. The page's
   * direct catalogue reads use the same context. A part that fails resolves to undefined and is left to
   * the render's own API call, which fails as it always did (the storefront's error page, a page without
   * banners, a guest).
   */
  const shellData = (identified: Promise<RequestContext>): ShellData => {
    const part = <T>(read: (context: RequestContext) => T | Promise<T>): Promise<T | undefined> =>
      identified.then(read).catch(() => undefined);
    return {
      storefront: part((context) => storefronts.visitorStorefront(context)),
      banners: part((context) => content.banners(context)),
      myDetails: part((context) => (context.user ? users.details(context.user) : null)),
    };
  };

  registerSeoFiles(fastify, config.publicUrl, catalogueSitemap(app.get(CatalogueService)), {
    paths: () => content.sitemapPaths(),
  });

  const sessionCookies = [sessionCookieName(true), sessionCookieName(false)];
  /** The visitor's request carries a session cookie (valid or not: the API decides who it is). */
  const hasSessionCookie = (request: FastifyRequest) => sessionCookies.some((name) => request.cookies?.[name]);
  // Development renders every time, so that an edit shows at once.
  const pageCache = new PageCache(vite ? 0 : config.pageCacheSeconds * 1000);
  const stopFollowing = followChanges(app.get(ChangeChannel), pageCache);
  fastify.addHook('onClose', async () => stopFollowing());
  const rendering = new Map<string, Promise<RenderedPage | RedirectAnswer>>();

  /** A page rendered for this request; `reply` to identify a visitor with a session cookie (not for shared guest pages). */
  const renderPage = async (request: FastifyRequest, reply?: FastifyReply): Promise<RenderedPage | RedirectAnswer> => {
    const nonce = createNonce();
    const render = await loadRender();
    const result = await sharingSessionLookups(() => {
      const identified = (async () => {
        if (reply) await sessions.load(request, reply); // nothing to do without its cookie
        return requestContextOf(request);
      })();
      return render({
        request: toWebRequest(request, config, forwarded),
        transport: async (apiRequest) => {
          const read = apiRequest.method === 'GET' && !apiRequest.headers ? directRead(apiRequest.path) : undefined;
          if (read) {
            // A read the route refuses or fails is asked again through `inject`, which answers as the API does.
            const body = await identified.then(read).catch(() => undefined);
            if (body !== undefined) return { status: 200, body: JSON.parse(JSON.stringify(body)) };
          }
          return injectApi(fastify, request, apiRequest, forwarded);
        },
        shell: shellData(identified),
        nonce,
        config: publicConfig,
      });
    });
    if (result.kind === 'redirect') return result;
    let devHead: string | undefined;
    if (vite) {
      const transformed = await vite.transformIndexHtml(request.url, '<html><head></head><body></body></html>');
      devHead = (transformed.match(/<head>([\s\S]*)<\/head>/)?.[1] ?? '').replace(/<script /g, `<script nonce="${nonce}" `);
    }
    const html = htmlDocument({ head: result.head, body: result.body, boot: result.boot, nonce, assets, devHead });
    return { status: result.status, html, nonce, sharedWithGuests: result.sharedWithGuests };
  };

  /** A visitor without a session gets the page rendered for the same URL and storefront inputs, if fresh. */
  const guestPage = async (request: FastifyRequest, key: string): Promise<RenderedPage | RedirectAnswer> => {
    const cached = pageCache.get(key);
    if (cached) return cached;
    const generation = pageCache.generation;
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderPage(request).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    const page = await pending;
    // A page rendered before a content change is served to its waiters but never kept.
    if (!('kind' in page) && page.status === 200 && page.sharedWithGuests) pageCache.set(key, page, generation);
    return page;
  };

  fastify.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: `No API route for GET ${request.url.split('?')[0]}` });
    }
    const cookies = request.cookies ?? {};
    const guest = pageCache.enabled && !hasSessionCookie(request);
    const page = guest
      ? await guestPage(
          request,
          guestPageKey({
            url: request.url,
            cookies,
            geoCountry: headerOf(request, config.geoHeader),
            acceptLanguage: headerOf(request, 'accept-language'),
          }),
        )
      : await renderPage(request, reply);
    if ('kind' in page) return reply.redirect(page.location, page.status);
    const nonce = guest ? createNonce() : page.nonce;
    // A page that could not be drawn because the database is away says when to come back, as the API does.
    if (page.status === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('content-security-policy', pageCsp(nonce))
      .send(guest ? withNonce(page, nonce) : page.html);
  });
}

interface RedirectAnswer {
  kind: 'redirect';
  status: number;
  location: string;
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function toWebRequest(request: FastifyRequest, config: AppConfig, forwarded: string[]): Request {
  const headers = new Headers();
  for (const name of forwarded) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(request.url, config.publicUrl), { method: 'GET', headers });
}

/** An API call made while rendering: in-process through the whole Nest pipeline, as the visitor. */
async function injectApi(
  fastify: FastifyInstance,
  visitor: FastifyRequest,
  apiRequest: ApiRequest,
  forwarded: string[],
): Promise<ApiResponse> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': `${visitor.id}-ssr` };
  for (const name of forwarded) {
    const value = visitor.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await fastify.inject({
    method: apiRequest.method as 'GET',
    url: apiRequest.path,
    headers: { ...headers, ...apiRequest.headers },
    payload: apiRequest.body === undefined ? undefined : JSON.stringify(apiRequest.body),
  });
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
}
