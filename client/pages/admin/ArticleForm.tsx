import { type FormEvent, useState } from 'react';
import { slugOf } from '../../../shared/content/content-rules.js';
import { renderMarkdown } from '../../../shared/content/markdown.js';
import { STOREFRONT_CODES, type StorefrontCode } from '../../../shared/storefronts.js';
import type { AdminArticle, ArticleKind } from '../../../shared/types/content.js';
import { TextField } from '../../components/form/TextField.js';
import type { ArticleInput } from '../../features/content/api/admin-content.js';
import { ArticleView } from '../../features/content/components/ArticleView.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { reportFormError } from '../../lib/form-errors.js';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The article form, for a new article and for editing one: Write shows the fields, Preview draws the article
 * exactly as its public page will (same component, same Markdown renderer). The server checks every field.
 */
export function ArticleForm(props: {
  article?: AdminArticle;
  submitLabel: string;
  onSave: (input: ArticleInput) => Promise<void>;
}) {
  const a = props.article;
  const { storefront } = useStorefront();
  const [input, setInput] = useState<ArticleInput>({
    slug: a?.slug ?? '',
    kind: a?.kind ?? 'news',
    title: a?.title ?? '',
    description: a?.description ?? '',
    body: a?.body ?? '',
    publishOn: a?.publishOn ?? today(),
    storefronts: a?.storefronts ?? [],
  });
  // A new article's slug follows its title until someone types a slug of their own.
  const [slugEdited, setSlugEdited] = useState(a !== undefined);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ArticleInput>) => setInput((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await props.onSave(input);
      setErrors({});
    } catch (error) {
      const fieldErrors = reportFormError(error, 'Network error');
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length > 0) setTab('write');
    } finally {
      setBusy(false);
    }
  }

  const toggleStorefront = (code: StorefrontCode, on: boolean) =>
    set({ storefronts: on ? [...input.storefronts, code] : input.storefronts.filter((s) => s !== code) });

  return (
    <form className="article-editor" onSubmit={submit} noValidate aria-label="Article">
      <div className="tabs article-editor__tabs" role="tablist" aria-label="Article editor">
        <button type="button" role="tab" aria-selected={tab === 'write'} onClick={() => setTab('write')}>
          Write
        </button>
        <button type="button" role="tab" aria-selected={tab === 'preview'} onClick={() => setTab('preview')}>
          Preview
        </button>
      </div>
      {tab === 'write' ? (
        <div className="admin-form" role="tabpanel" aria-label="Write">
          <TextField
            id="article-title"
            name="title"
            label="Title"
            value={input.title}
            onChange={(event) => {
              const title = event.target.value;
              set(slugEdited ? { title } : { title, slug: slugOf(title) });
            }}
            error={errors.title}
          />
          <TextField
            id="article-slug"
            name="slug"
            label="Slug"
            hint={`The address: /news-and-blogs/${input.slug || '…'}`}
            value={input.slug}
            onChange={(event) => {
              setSlugEdited(true);
              set({ slug: event.target.value });
            }}
            error={errors.slug}
          />
          <fieldset className="field">
            <legend>Kind</legend>
            {(['news', 'blog'] as ArticleKind[]).map((kind) => (
              <label key={kind}>
                <input type="radio" name="kind" value={kind} checked={input.kind === kind} onChange={() => set({ kind })} />{' '}
                {kind === 'news' ? 'News' : 'Blog'}{' '}
              </label>
            ))}
            {errors.kind && <span className="field-error">{errors.kind}</span>}
          </fieldset>
          <TextField
            id="article-date"
            name="publishOn"
            type="date"
            label="Publish date"
            hint="Published articles appear from this day"
            value={input.publishOn}
            onChange={(event) => set({ publishOn: event.target.value })}
            error={errors.publishOn}
          />
          <div className="field admin-form__wide">
            <label htmlFor="article-description">Summary</label>
            <span className="hint" id="article-description-hint">
              Shown under the title, in the list and to search engines
            </span>
            <textarea
              id="article-description"
              name="description"
              rows={3}
              value={input.description}
              onChange={(event) => set({ description: event.target.value })}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={
                errors.description ? 'article-description-hint article-description-error' : 'article-description-hint'
              }
            />
            {errors.description && (
              <span className="field-error" id="article-description-error">
                {errors.description}
              </span>
            )}
          </div>
          <div className="field admin-form__wide">
            <label htmlFor="article-body">Body (Markdown)</label>
            <span className="hint" id="article-body-hint">
              ## Heading, **bold**, *italic*, - list, 1. list, [link text](/path). HTML is shown as text.
            </span>
            <textarea
              id="article-body"
              name="body"
              rows={14}
              className="article-editor__body"
              value={input.body}
              onChange={(event) => set({ body: event.target.value })}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? 'article-body-hint article-body-error' : 'article-body-hint'}
            />
            {errors.body && (
              <span className="field-error" id="article-body-error">
                {errors.body}
              </span>
            )}
          </div>
          <fieldset className="field admin-form__wide">
            <legend>Listed in storefronts (none: all)</legend>
            <div className="admin-checks">
              {STOREFRONT_CODES.map((code) => (
                <label key={code}>
                  <input
                    type="checkbox"
                    name="storefronts"
                    value={code}
                    checked={input.storefronts.includes(code)}
                    onChange={(event) => toggleStorefront(code, event.target.checked)}
                  />{' '}
                  {code}
                </label>
              ))}
            </div>
            {errors.storefronts && <span className="field-error">{errors.storefronts}</span>}
          </fieldset>
        </div>
      ) : (
        <section className="article-preview" role="tabpanel" aria-label="Preview">
          <p className="article-preview__note">Preview · as the page will show at /news-and-blogs/{input.slug || '…'}</p>
          <div className="article-preview__page">
            <ArticleView
              article={{
                slug: input.slug,
                kind: input.kind,
                title: input.title,
                description: input.description,
                publishOn: input.publishOn,
                bodyHtml: renderMarkdown(input.body),
              }}
              storefront={storefront}
            />
          </div>
        </section>
      )}
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : props.submitLabel}
        </button>
      </div>
    </form>
  );
}
