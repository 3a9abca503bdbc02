import type { ReactNode } from 'react';
import type { Block, ContentPageData } from '../../../shared/content/types.js';
import { Seo } from '../../components/content/Seo.js';
import { Link } from '../../components/navigation/Link.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function ContentBlock({ block }: { block: Block }) {
  const id = slug(block.heading);
  const { countryCode } = useStorefront();
  const cards = block.cards?.filter((card) => !card.onlyIn || card.onlyIn === countryCode);
  return (
    <section className="content-block" aria-labelledby={id}>
      <h2 id={id}>{block.heading}</h2>
      {block.text?.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      {block.list && (
        <ul className="tick-list">
          {block.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {block.steps && (
        <ol className="steps">
          {block.steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      )}
      {cards && (
        <div className="cards">
          {cards.map((card) =>
            card.to ? (
              <Link key={card.title} className="card" to={card.to}>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
                <span className="card__more">{card.linkLabel ?? 'Find out more'} →</span>
              </Link>
            ) : (
              <div key={card.title} className="card">
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </div>
            ),
          )}
        </div>
      )}
      {block.faqs && (
        <div className="faqs">
          {block.faqs.map((faq) => (
            <details key={faq.question}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      )}
      {block.table && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                {block.table[0]?.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.table.slice(1).map((row) => {
                const [label = '', ...cells] = row;
                const headers = block.table?.[0]?.slice(1) ?? [];
                const keyed = cells.map((cell, i) => ({ cell, column: headers[i] ?? String(i) }));
                return (
                  <tr key={row.join('|')}>
                    <th scope="row">{label}</th>
                    {keyed.map(({ cell, column }) => (
                      <td key={column}>{cell}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A marketing or help page: hero, claims, blocks, and whatever the page adds (a form, a list). */
export function ContentPage({ page, children, after }: { page: ContentPageData; children?: ReactNode; after?: ReactNode }) {
  return (
    <article className="content-page">
      <Seo title={page.title} description={page.description} path={page.path} />
      <header className="hero">
        <h1>{page.heading}</h1>
        <p className="lead">{page.lead}</p>
        {page.actions && (
          <div className="actions">
            {page.actions.map((action, index) => (
              <Link key={action.to} className={index === 0 ? 'button' : 'button button--ghost'} to={action.to}>
                {action.label}
              </Link>
            ))}
          </div>
        )}
        {page.claims && (
          <ul className="claims">
            {page.claims.map((claim) => (
              <li key={claim.label}>
                <strong>{claim.figure}</strong> {claim.label}
              </li>
            ))}
          </ul>
        )}
      </header>
      {children}
      {page.blocks.map((block) => (
        <ContentBlock key={block.heading} block={block} />
      ))}
      {after}
    </article>
  );
}
