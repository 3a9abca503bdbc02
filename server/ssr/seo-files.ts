import type { FastifyInstance } from 'fastify';
import { PUBLIC_PAGE_PATHS } from '../../shared/content/site-pages.js';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(publicUrl: string, pagePaths: string[]): string {
  const urls = pagePaths.map((path) => `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

/** Crawlers may read the shop; never the API, the account area, checkout or kit activation. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /my/',
    'Disallow: /checkout',
    'Disallow: /activate',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function registerSeoFiles(fastify: FastifyInstance, publicUrl: string): void {
  const sitemap = sitemapXml(publicUrl, PUBLIC_PAGE_PATHS);
  const robots = robotsTxt(publicUrl);
  fastify.get('/sitemap.xml', async (_request, reply) =>
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
  fastify.get('/robots.txt', async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
}
