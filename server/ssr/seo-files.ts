import type { FastifyInstance } from 'fastify';
import { PUBLIC_PAGE_PATHS } from '../../shared/content/site-pages.js';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(publicUrl: string, pagePaths: string[]): string {
  const urls = pagePaths.map((path) => `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

/** Crawlers may read the shop; never the API, the account area, checkout or kit activation. */
export function robotsTxt(publicUrl: string, extraSitemaps: string[] = []): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /my/',
    'Disallow: /checkout',
    'Disallow: /activate',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    ...extraSitemaps.map((path) => `Sitemap: ${publicUrl}${path}`),
    '',
  ].join('\n');
}

/** The catalogue's own sitemap: its listing pages and every product and breed page, read from the database. */
export interface CatalogueSitemap {
  paths: () => Promise<string[]>;
}

export const CATALOGUE_SITEMAP_PATH = '/sitemap-catalogue.xml';

/** The published articles' pages, read from the database on every request: an edit shows at once (0913). */
export interface ArticlesSitemap {
  paths: () => Promise<string[]>;
}

export function registerSeoFiles(
  fastify: FastifyInstance,
  publicUrl: string,
  catalogue?: CatalogueSitemap,
  articles?: ArticlesSitemap,
): void {
  const robots = robotsTxt(publicUrl, catalogue ? [CATALOGUE_SITEMAP_PATH] : []);
  fastify.get('/sitemap.xml', async (_request, reply) => {
    const sitemap = sitemapXml(publicUrl, [...PUBLIC_PAGE_PATHS, ...((await articles?.paths()) ?? [])]);
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'no-cache').send(sitemap);
  });
  if (catalogue) {
    // Products and breeds change only with a release (reference data), so one read per process is enough.
    let entries: Promise<string> | undefined;
    fastify.get(CATALOGUE_SITEMAP_PATH, async (_request, reply) => {
      entries ??= catalogue.paths().then((paths) => sitemapXml(publicUrl, paths));
      entries.catch(() => {
        entries = undefined;
      });
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await entries);
    });
  }
  fastify.get('/robots.txt', async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
}
