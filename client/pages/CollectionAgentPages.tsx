import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../shared/format.js';
import { paths } from '../../shared/paths.js';
import { AGENT_KIND_LABELS } from '../../shared/types/agents.js';
import { Seo } from '../components/content/Seo.js';
import { TextField } from '../components/form/TextField.js';
import { Link } from '../components/navigation/Link.js';
import { myAgentQuery, updateMyAgent, useAgentProducts, useMyAgent } from '../features/agents/api/my-agent.js';
import { AddToCartButton } from '../features/cart/components/AddToCartButton.js';
import { Price } from '../features/catalogue/components/Price.js';
import { collectedAnimalsQuery } from '../features/kits/api/kits.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { reportFormError } from '../lib/form-errors.js';
import { afterRender, focusFirstInvalid, showToast } from '../lib/toast.js';

/**
 * `/my/collection-agents` (decision 0973): an approved agent's entry in the public register, which they keep
 * up to date, and the animals whose samples they witnessed (the spec's collected-animal calls).
 */
export function MyCollectionAgentPage() {
  const agent = useMyAgent().data;
  const collected = useQuery(collectedAnimalsQuery('')).data;
  const { storefront } = useStorefront();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const optional = (name: string) => value(name) || undefined;
    setBusy(true);
    try {
      const saved = await updateMyAgent({
        name: value('name'),
        organisation: optional('organisation'),
        city: value('city'),
        region: optional('region'),
        postcode: optional('postcode'),
        phone: optional('phone'),
        email: optional('email'),
      });
      queryClient.setQueryData(myAgentQuery().queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['collection-agents'] });
      setErrors({});
      showToast('Your details are saved: the register shows them now', 'success');
    } catch (failure) {
      setErrors(reportFormError(failure, 'Something went wrong'));
      afterRender(focusFirstInvalid);
    } finally {
      setBusy(false);
    }
  }

  if (!agent) return null;
  const animals = collected?.results ?? [];
  return (
    <div className="account-page agent-page">
      <Seo
        title="Collection agent"
        description="Your entry in the collection agents' register and the animals you collected."
        path={paths.myCollectionAgents}
        noindex
      />
      <h1>Collection agent</h1>
      <p className="lead">
        You are in our register of approved collection agents as a {AGENT_KIND_LABELS[agent.kind].toLowerCase()} since{' '}
        {formatDate(agent.approvedAt, storefront)}. Buyers find you by place at checkout and activation, and the reports of the
        samples you witness say that you verified the animal&rsquo;s identity.
      </p>

      <section aria-labelledby="agent-collected">
        <div className="section-head">
          <h2 id="agent-collected">Animals you collected ({collected?.count ?? 0})</h2>
          <Link className="button button--small button--ghost" to={paths.myCollectedAnimals}>
            Record a collection
          </Link>
        </div>
        {animals.length === 0 ? (
          <p className="empty-state">No collections recorded yet. Record each animal you swab, with the microchip you checked.</p>
        ) : (
          <div className="table-scroll">
            <table className="data-table" aria-labelledby="agent-collected">
              <thead>
                <tr>
                  <th scope="col">Collected</th>
                  <th scope="col">Animal</th>
                  <th scope="col">Microchip</th>
                  <th scope="col">Kit</th>
                  <th scope="col">Owner</th>
                </tr>
              </thead>
              <tbody>
                {animals.map((animal) => (
                  <tr key={animal.id}>
                    <td>{formatDate(animal.collectedOn, storefront)}</td>
                    <td>
                      {animal.name}
                      <span className="hint"> · {animal.species === 'feline' ? 'Cat' : 'Dog'}</span>
                    </td>
                    <td>{animal.microchip ?? '—'}</td>
                    <td>{animal.barcode ?? '—'}</td>
                    <td>{animal.ownerName ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="form-card" aria-labelledby="agent-details">
        <h2 id="agent-details">Your details in the register</h2>
        <p className="hint">
          {AGENT_KIND_LABELS[agent.kind]} · {agent.countryCode}. To change your kind of agent or country,{' '}
          <Link to={paths.contactUs}>contact the laboratory</Link>.
        </p>
        <form noValidate onSubmit={submit} aria-labelledby="agent-details">
          <TextField id="agent-name" name="name" label="Name *" defaultValue={agent.name} maxLength={120} error={errors.name} />
          <TextField
            id="agent-organisation"
            name="organisation"
            label="Practice or club"
            defaultValue={agent.organisation ?? ''}
            maxLength={120}
            error={errors.organisation}
          />
          <div className="field-row">
            <TextField id="agent-city" name="city" label="Town *" defaultValue={agent.city} maxLength={60} error={errors.city} />
            <TextField
              id="agent-region"
              name="region"
              label="Region or state"
              defaultValue={agent.region ?? ''}
              maxLength={60}
              error={errors.region}
            />
            <TextField
              id="agent-postcode"
              name="postcode"
              label="Postcode"
              defaultValue={agent.postcode ?? ''}
              maxLength={12}
              error={errors.postcode}
            />
          </div>
          <div className="field-row">
            <TextField
              id="agent-phone"
              name="phone"
              label="Phone"
              type="tel"
              defaultValue={agent.phone ?? ''}
              maxLength={30}
              error={errors.phone}
            />
            <TextField
              id="agent-email"
              name="email"
              label="Contact email"
              type="email"
              defaultValue={agent.email ?? ''}
              maxLength={120}
              error={errors.email}
            />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving…' : 'Save details'}
          </button>
        </form>
      </section>
      <p>
        <Link to={paths.myCollectionAgentProducts}>Order witness packs and supplies at agent prices</Link> ·{' '}
        <Link to={paths.collectionAgents}>See the public register</Link>
      </p>
    </div>
  );
}

/** `/my/collection-agent-products` (decision 0974): what agents order at agent prices, through the normal cart. */
export function AgentProductsPage() {
  const products = useAgentProducts().data?.results ?? [];
  const { storefront } = useStorefront();
  return (
    <div className="account-page club-page">
      <Seo
        title="Agent products"
        description="Witness packs and supplies for approved collection agents."
        path={paths.myCollectionAgentProducts}
        noindex
      />
      <h1>Agent products</h1>
      <p className="lead">
        Witnessed swab kits, tamper-evident envelopes and microchip readers for approved collection agents, at agent prices,
        bought through the normal cart.
      </p>
      <ul className="club-products">
        {products.map((product) => (
          <li key={product.id} className="product-tile">
            <h2>{product.name}</h2>
            <p className="product-tile__summary">{product.summary}</p>
            <div className="product-tile__foot">
              <Price price={product.price} storefront={storefront} />
              <AddToCartButton productId={product.id} itemName={product.name} allowQuantity />
            </div>
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.myCollectionAgents}>Your collections and register details</Link>
      </p>
    </div>
  );
}
