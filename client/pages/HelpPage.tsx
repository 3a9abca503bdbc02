import { Form, useSearchParams } from 'react-router';
import { FAQ_GROUPS, helpPage, searchFaqs } from '../../shared/content/help.js';
import { paths } from '../../shared/paths.js';
import { ContentPage } from './content/ContentPage.js';

/** The resource centre: guides, and FAQs filtered by ?q= (rendered on the server too). */
export function HelpPage() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const groups = searchFaqs(FAQ_GROUPS, query);
  return (
    <ContentPage page={helpPage}>
      <section id="faqs" aria-labelledby="faq-heading" className="content-block">
        <h2 id="faq-heading">Frequently asked questions</h2>
        <Form method="get" action={paths.help} className="inline-search" role="search">
          <label htmlFor="faq-search">Search the FAQs</label>
          <input id="faq-search" name="q" type="search" defaultValue={query} placeholder="e.g. carrier, shipping, password" />
          <button type="submit" className="button button--small">
            Search
          </button>
        </Form>
        {groups.length === 0 ? (
          <p role="status">No Results for “{query}”. Try other words, or contact us.</p>
        ) : (
          groups.map((group) => (
            <div key={group.topic} className="faqs">
              <h3>{group.topic}</h3>
              {group.faqs.map((faq) => (
                <details key={faq.question} open={query.trim() !== ''}>
                  <summary>{faq.question}</summary>
                  <p>{faq.answer}</p>
                </details>
              ))}
            </div>
          ))
        )}
      </section>
    </ContentPage>
  );
}
