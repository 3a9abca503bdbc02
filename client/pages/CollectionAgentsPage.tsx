import { Form, useSearchParams } from 'react-router';
import { collectionAgents } from '../../shared/content/resources.js';
import { paths } from '../../shared/paths.js';
import { AGENT_KIND_LABELS } from '../../shared/types/agents.js';
import { Link } from '../components/navigation/Link.js';
import { agentSearchOf, useAgents } from '../features/agents/api/agents.js';
import { ContentPage } from './content/ContentPage.js';

/** `/resources/collection-agents`: how agents work, and the approved ones, searched by place (decision 0928). */
export function CollectionAgentsPage() {
  const [params] = useSearchParams();
  const search = agentSearchOf(params);
  const agents = useAgents(search).data;
  const pageLink = (page: number) =>
    `?${new URLSearchParams({ ...(search.place ? { place: search.place } : {}), page: String(page) })}`;
  return (
    <ContentPage page={collectionAgents}>
      <section className="agents" aria-labelledby="agents-heading">
        <h2 id="agents-heading">Approved collection agents</h2>
        <Form method="get" className="agents__search" role="search" aria-label="Find a collection agent">
          <div className="field">
            <label htmlFor="agents-place">Town, region or postcode</label>
            <input id="agents-place" name="place" type="search" maxLength={60} defaultValue={search.place} />
          </div>
          <button type="submit" className="button">
            Search
          </button>
        </Form>
        {agents && (
          <p className="hint" aria-live="polite">
            {agents.count === 0
              ? `No approved agent${search.place ? ` near “${search.place}”` : ''} yet. Any veterinary practice can act as your agent.`
              : `${agents.count} approved agent${agents.count === 1 ? '' : 's'}${search.place ? ` near “${search.place}”` : ''}`}
          </p>
        )}
        <ul className="agents__list">
          {agents?.results.map((agent) => (
            <li key={agent.id} className="agents__card">
              <h3 className="agents__name">{agent.name}</h3>
              <p className="hint">
                {AGENT_KIND_LABELS[agent.kind]}
                {agent.organisation && agent.organisation !== agent.name ? ` · ${agent.organisation}` : ''}
              </p>
              <p>{[agent.city, agent.region, agent.postcode, agent.countryCode].filter(Boolean).join(', ')}</p>
              {agent.phone && (
                <p>
                  <a href={`tel:${agent.phone.replace(/\s+/g, '')}`}>{agent.phone}</a>
                </p>
              )}
              {agent.email && (
                <p>
                  <a href={`mailto:${agent.email}`}>{agent.email}</a>
                </p>
              )}
            </li>
          ))}
        </ul>
        {agents && (agents.previous || agents.next) && (
          <nav className="pager" aria-label="Pages of agents">
            {agents.previous && <Link to={pageLink(agents.previous)}>Previous</Link>}
            {agents.next && <Link to={pageLink(agents.next)}>Next</Link>}
          </nav>
        )}
        <p>
          Know someone who should be on this list? <Link to={paths.collectionAgentNomination}>Nominate a collection agent</Link>.
        </p>
      </section>
    </ContentPage>
  );
}
