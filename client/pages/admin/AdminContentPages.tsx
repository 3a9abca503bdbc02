import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDate } from '../../../shared/format.js';
import { paths } from '../../../shared/paths.js';
import { STOREFRONT_CODES, type StorefrontCode } from '../../../shared/storefronts.js';
import type { AdminArticle, AdminBanner, BannerPlacement } from '../../../shared/types/content.js';
import { Seo } from '../../components/content/Seo.js';
import { TextField } from '../../components/form/TextField.js';
import { ConfirmDialog } from '../../components/layout/ConfirmDialog.js';
import { DataTable } from '../../components/list/DataTable.js';
import { Link } from '../../components/navigation/Link.js';
import {
  type BannerInput,
  createArticle,
  deleteArticle,
  saveBanner,
  setArticlePublished,
  updateArticle,
  useAdminArticle,
  useAdminArticles,
  useAdminBanners,
} from '../../features/content/api/admin-content.js';
import { AnnouncementBanner, ResearchBanner } from '../../features/content/components/Banners.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { reportFormError } from '../../lib/form-errors.js';
import { showToast } from '../../lib/toast.js';
import { ArticleForm } from './ArticleForm.js';

const PLACEMENT_LABELS: Record<BannerPlacement, string> = {
  announcement: 'Announcement (under the header)',
  research: 'Research project (above the footer)',
};

/** Draft, Scheduled (published, its day not come) or Published: what a visitor sees of it. */
function stateOf(article: AdminArticle): string {
  if (article.status === 'draft') return 'Draft';
  return article.live ? 'Published' : 'Scheduled';
}

const storefrontsOf = (storefronts: StorefrontCode[]) => (storefronts.length ? storefronts.join(' ') : 'All');

/** After a change: the back office's lists and the shop's own content queries read again. */
function useContentRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'content'] }),
      queryClient.invalidateQueries({ queryKey: ['content'] }),
    ]);
}

/** /admin/content: the articles (drafts first) and the two banners. */
export function AdminContentPage() {
  const articles = useAdminArticles();
  const banners = useAdminBanners();
  const { storefront } = useStorefront();
  return (
    <div className="admin-page">
      <Seo title="Content" description="News, blogs and banners." path={paths.adminContent} noindex />
      <div className="admin-heading">
        <h1>Content</h1>
        <Link className="button button--small" to={paths.adminNewArticle}>
          New article
        </Link>
      </div>
      <section className="admin-card" aria-labelledby="articles-heading">
        <h2 id="articles-heading">Articles</h2>
        {articles.isError && <p className="field-error">Error fetching data</p>}
        {articles.data?.results.length === 0 && <p>No Results</p>}
        {articles.data && articles.data.results.length > 0 && (
          <DataTable className="admin-table" columns={['Title', 'Kind', 'Date', 'Storefronts', 'State']}>
            {articles.data.results.map((article) => (
              <tr key={article.id}>
                <td className="admin-table__wrap">
                  <Link to={paths.adminArticle(article.id)}>{article.title}</Link>
                </td>
                <td>{article.kind === 'blog' ? 'Blog' : 'News'}</td>
                <td>{formatDate(article.publishOn, storefront)}</td>
                <td>{storefrontsOf(article.storefronts)}</td>
                <td>{stateOf(article)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <section className="admin-card" aria-labelledby="banners-heading">
        <h2 id="banners-heading">Banners</h2>
        {banners.isError && <p className="field-error">Error fetching data</p>}
        {banners.data && (
          <DataTable className="admin-table" columns={['Banner', 'Text', 'Runs', 'Storefronts', 'State']}>
            {banners.data.results.map((banner) => (
              <tr key={banner.placement}>
                <td>
                  <Link to={paths.adminBanner(banner.placement)}>{PLACEMENT_LABELS[banner.placement]}</Link>
                </td>
                <td className="admin-table__wrap">{banner.title ?? banner.text}</td>
                <td>
                  {banner.startsOn ? formatDate(banner.startsOn, storefront) : 'always'} –{' '}
                  {banner.endsOn ? formatDate(banner.endsOn, storefront) : 'open'}
                </td>
                <td>{storefrontsOf(banner.storefronts)}</td>
                <td>{banner.active ? 'Showing' : 'Not showing today'}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}

/** /admin/content/articles/new: a new article starts as a draft. */
export function AdminNewArticlePage() {
  const navigate = useNavigate();
  const refresh = useContentRefresh();
  return (
    <div className="admin-page">
      <Seo title="New article" description="Write an article." path={paths.adminNewArticle} noindex />
      <p>
        <Link to={paths.adminContent}>← Content</Link>
      </p>
      <h1>New article</h1>
      <ArticleForm
        submitLabel="Save draft"
        onSave={async (input) => {
          const created = await createArticle(input);
          await refresh();
          showToast('Draft saved', 'success');
          await navigate(paths.adminArticle(created.id));
        }}
      />
    </div>
  );
}

/** /admin/content/articles/{id}: edit, preview, publish or unpublish, delete a draft. */
export function AdminArticlePage() {
  const id = Number(useParams().articleId);
  const article = useAdminArticle(id).data;
  const refresh = useContentRefresh();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function publish(published: boolean) {
    setBusy(true);
    try {
      await setArticlePublished(id, published);
      await refresh();
      showToast(published ? 'Article published' : 'Article unpublished', 'success');
    } catch (error) {
      reportFormError(error, 'Network error');
    } finally {
      setBusy(false);
    }
  }

  if (!article) return null;
  return (
    <div className="admin-page">
      <Seo title={article.title} description="Edit an article." path={paths.adminArticle(id)} noindex />
      <p>
        <Link to={paths.adminContent}>← Content</Link>
      </p>
      <div className="admin-heading">
        <h1>{article.title}</h1>
        <span className="admin-flag">{stateOf(article)}</span>
        {article.live && <Link to={paths.newsArticle(article.slug)}>View on the site</Link>}
        <div className="admin-actions">
          {article.status === 'draft' ? (
            <>
              <button type="button" className="button button--small" disabled={busy} onClick={() => publish(true)}>
                Publish
              </button>
              <button type="button" className="button button--small button--danger" onClick={() => setDeleting(true)}>
                Delete draft
              </button>
            </>
          ) : (
            <button type="button" className="button button--small" disabled={busy} onClick={() => publish(false)}>
              Unpublish
            </button>
          )}
        </div>
      </div>
      <ArticleForm
        key={article.updatedAt}
        article={article}
        submitLabel="Save changes"
        onSave={async (input) => {
          await updateArticle(id, input);
          await refresh();
          showToast('Article saved', 'success');
        }}
      />
      {deleting && (
        <ConfirmDialog
          title="Delete this draft?"
          confirmLabel="Delete draft"
          busyLabel="Deleting…"
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await deleteArticle(id);
            await refresh();
            showToast('Draft deleted', 'success');
            await navigate(paths.adminContent);
          }}
        >
          <p>Are you sure you want to delete this draft? “{article.title}” cannot be brought back.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** /admin/content/banners/{placement}: the banner's words, link, storefronts and days, with its preview. */
export function AdminBannerPage() {
  const placement = useParams().placement as BannerPlacement;
  const banner = useAdminBanners().data?.results.find((candidate) => candidate.placement === placement);
  if (!banner) return null;
  return (
    <div className="admin-page">
      <Seo title={PLACEMENT_LABELS[placement]} description="Edit a banner." path={paths.adminBanner(placement)} noindex />
      <p>
        <Link to={paths.adminContent}>← Content</Link>
      </p>
      <div className="admin-heading">
        <h1>{PLACEMENT_LABELS[placement]}</h1>
        <span className="admin-flag">{banner.active ? 'Showing' : 'Not showing today'}</span>
      </div>
      <BannerForm key={banner.updatedAt} banner={banner} />
    </div>
  );
}

function BannerForm(props: { banner: AdminBanner }) {
  const b = props.banner;
  const refresh = useContentRefresh();
  const [input, setInput] = useState<BannerInput>({
    title: b.title,
    text: b.text,
    linkLabel: b.linkLabel,
    linkUrl: b.linkUrl,
    storefronts: b.storefronts,
    startsOn: b.startsOn,
    endsOn: b.endsOn,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<BannerInput>) => setInput((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await saveBanner(b.placement, input);
      setErrors({});
      await refresh();
      showToast('Banner saved', 'success');
    } catch (error) {
      setErrors(reportFormError(error, 'Network error'));
    } finally {
      setBusy(false);
    }
  }

  const preview = {
    placement: b.placement,
    title: input.title || null,
    text: input.text,
    linkLabel: input.linkLabel,
    linkUrl: input.linkUrl,
  };
  return (
    <>
      <section className="banner-preview" aria-label="Preview">
        <p className="article-preview__note">Preview</p>
        {b.placement === 'announcement' ? <AnnouncementBanner banner={preview} /> : <ResearchBanner banner={preview} />}
      </section>
      <form className="admin-form admin-card" onSubmit={submit} noValidate aria-label="Banner">
        {b.placement === 'research' && (
          <TextField
            id="banner-title"
            name="title"
            label="Heading"
            value={input.title ?? ''}
            onChange={(event) => set({ title: event.target.value })}
            error={errors.title}
          />
        )}
        <div className="field admin-form__wide">
          <label htmlFor="banner-text">Text</label>
          <textarea
            id="banner-text"
            name="text"
            rows={2}
            value={input.text}
            onChange={(event) => set({ text: event.target.value })}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? 'banner-text-error' : undefined}
          />
          {errors.text && (
            <span className="field-error" id="banner-text-error">
              {errors.text}
            </span>
          )}
        </div>
        <TextField
          id="banner-link-label"
          name="linkLabel"
          label="Link text"
          value={input.linkLabel}
          onChange={(event) => set({ linkLabel: event.target.value })}
          error={errors.linkLabel}
        />
        <TextField
          id="banner-link-url"
          name="linkUrl"
          label="Link"
          hint="A shop path such as /research-innovation, or an https:// address"
          value={input.linkUrl}
          onChange={(event) => set({ linkUrl: event.target.value })}
          error={errors.linkUrl}
        />
        <TextField
          id="banner-starts"
          name="startsOn"
          type="date"
          label="Shows from"
          hint="Empty: already showing"
          value={input.startsOn ?? ''}
          onChange={(event) => set({ startsOn: event.target.value || null })}
          error={errors.startsOn}
        />
        <TextField
          id="banner-ends"
          name="endsOn"
          type="date"
          label="Shows until"
          hint="Empty: until changed"
          value={input.endsOn ?? ''}
          onChange={(event) => set({ endsOn: event.target.value || null })}
          error={errors.endsOn}
        />
        <fieldset className="field admin-form__wide">
          <legend>Storefronts (none: all)</legend>
          <div className="admin-checks">
            {STOREFRONT_CODES.map((code) => (
              <label key={code}>
                <input
                  type="checkbox"
                  name="storefronts"
                  value={code}
                  checked={input.storefronts.includes(code)}
                  onChange={(event) =>
                    set({
                      storefronts: event.target.checked
                        ? [...input.storefronts, code]
                        : input.storefronts.filter((s) => s !== code),
                    })
                  }
                />{' '}
                {code}
              </label>
            ))}
          </div>
          {errors.storefronts && <span className="field-error">{errors.storefronts}</span>}
        </fieldset>
        <div className="actions admin-form__wide">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving…' : 'Save banner'}
          </button>
        </div>
      </form>
    </>
  );
}
