import { useParams } from 'react-router';
import { INHERITANCE_LABELS, PRODUCT_TYPE } from '../../shared/catalogue.js';
import { catalogueRoot } from '../../shared/catalogue-pages.js';
import { productPath } from '../../shared/catalogue-rules.js';
import { paths } from '../../shared/paths.js';
import type { ProductDetail } from '../../shared/types/catalogue.js';
import { Seo } from '../components/content/Seo.js';
import { Illustration, productPicture } from '../components/illustrations/Illustrations.js';
import { Link } from '../components/navigation/Link.js';
import { AddToCartButton } from '../features/cart/components/AddToCartButton.js';
import { useProduct } from '../features/catalogue/api/get-product.js';
import { Price } from '../features/catalogue/components/Price.js';
import { ProductJsonLd } from '../features/catalogue/components/ProductJsonLd.js';
import { speciesLabel } from '../features/catalogue/components/ProductTile.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { productAudience } from './catalogue-loaders.js';
import { NotFoundPage } from './NotFoundPage.js';
import { ShopTile } from './ShopTile.js';

const BREEDS_SHOWN = 24;

/** /store/{productName}{speciesType}/p/{productId}: everything a buyer needs to decide. */
export function ProductPage() {
  const { productId } = useParams();
  const storefront = useStorefront();
  const product = useProduct(Number(productId), productAudience(storefront)).data;
  if (!product) return <NotFoundPage />;
  return <ProductView product={product} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { storefront } = useStorefront();
  const animal = product.species === 'feline' ? 'cat' : product.species === 'canine' ? 'dog' : null;
  const root = product.species ? catalogueRoot('breeder', product.species) : null;
  const isTest = product.typeId === PRODUCT_TYPE.trait || product.typeId === PRODUCT_TYPE.disease;
  const guide = product.guide;
  const title = animal && isTest && product.kind !== 'fbp' ? `${product.name} – ${animal} DNA test` : product.name;
  return (
    <article className="product-page">
      <Seo title={title} description={product.summary} path={productPath(product)} />
      <ProductJsonLd product={product} />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        {root ? (
          <>
            <Link to={root}>{animal === 'dog' ? 'Dogs' : 'Cats'}</Link> › <Link to={`${root}/dna-tests`}>DNA tests</Link>
          </>
        ) : (
          <Link to={paths.breederDogs.dnaTests}>Shop</Link>
        )}
      </nav>
      <div className="product-page__main">
        <header>
          <Illustration picture={productPicture(product)} size={120} className="product-page__picture" />
          <div className="product-tile__tags">
            <span className="tag tag--species">{speciesLabel(product.species)}</span>
            {product.tags.map((tag) => (
              <span key={tag} className="tag">
                {tag}
              </span>
            ))}
            {product.subCategory && <span className="tag tag--quiet">{product.subCategory}</span>}
          </div>
          <h1>{product.name}</h1>
          <p className="lead">{product.description}</p>
        </header>
        <aside className="buy-box" aria-label="Price">
          <Price price={product.price} storefront={storefront} memberHint />
          <AddToCartButton
            productId={product.id}
            isProfile={product.kind === 'fbp'}
            allowQuantity={product.kitCount !== null || product.typeId === PRODUCT_TYPE.shippable}
          />
          <dl className="facts">
            {product.sampleType && (
              <>
                <dt>Sample</dt>
                <dd>{product.sampleType}</dd>
              </>
            )}
            {(guide.turnaround ?? product.turnaround) && (
              <>
                <dt>{guide.turnaround ? 'Results in' : 'Delivery'}</dt>
                <dd>{guide.turnaround ?? product.turnaround}</dd>
              </>
            )}
            {product.kitCount !== null && (
              <>
                <dt>Test kits</dt>
                <dd>{product.kitCount}</dd>
              </>
            )}
          </dl>
        </aside>
      </div>

      {(product.gene || product.inheritance) && (
        <section>
          <h2>What is tested and why it matters</h2>
          <dl className="facts facts--wide">
            {product.condition && (
              <>
                <dt>Condition</dt>
                <dd>{product.condition}</dd>
              </>
            )}
            {product.gene && (
              <>
                <dt>Gene</dt>
                <dd>{product.gene}</dd>
              </>
            )}
            {product.inheritance && (
              <>
                <dt>Inheritance</dt>
                <dd>{INHERITANCE_LABELS[product.inheritance] ?? product.inheritance}</dd>
              </>
            )}
            {product.testCategory && (
              <>
                <dt>Category</dt>
                <dd>{product.testCategory}</dd>
              </>
            )}
          </dl>
          {product.inheritance === 'AR' && (
            <p className="muted">
              Recessive: a carrier (one copy) is healthy but passes the variant to about half its offspring. Two carriers bred
              together have a 25% chance of affected offspring per pup or kitten.
            </p>
          )}
        </section>
      )}

      {guide.results.length > 0 && (
        <section aria-labelledby="readings-heading">
          <h2 id="readings-heading">What each result means</h2>
          <ul className="result-readings">
            {guide.results.map((result) => (
              <li key={result.genotype} data-call={result.call}>
                <strong>
                  {result.genotype} · {result.label}
                </strong>
                <p>{result.meaning}</p>
                <p className="muted">{result.breeding}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {product.includedTests.length > 0 && (
        <section>
          <h2>Included tests ({product.includedTests.length})</h2>
          <ul className="link-columns">
            {product.includedTests.map((test) => (
              <li key={test.id}>
                <Link to={test.url}>{test.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {(product.allBreeds || product.breeds.length > 0) && (
        <section>
          <h2>Breeds it applies to</h2>
          {product.allBreeds ? (
            <p>Relevant to every {animal ?? 'animal'} breed and to mixed breeds.</p>
          ) : (
            <>
              <ul className="link-columns">
                {product.breeds.slice(0, BREEDS_SHOWN).map((breed) => (
                  <li key={breed.id}>
                    <Link to={`${catalogueRoot('breeder', breed.species)}/breeds/${breed.slug}/${breed.id}`}>{breed.name}</Link>
                  </li>
                ))}
              </ul>
              {product.breeds.length > BREEDS_SHOWN && (
                <details>
                  <summary>{product.breeds.length - BREEDS_SHOWN} more breeds</summary>
                  <ul className="link-columns">
                    {product.breeds.slice(BREEDS_SHOWN).map((breed) => (
                      <li key={breed.id}>
                        <Link to={`${catalogueRoot('breeder', breed.species)}/breeds/${breed.slug}/${breed.id}`}>
                          {breed.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </>
          )}
        </section>
      )}

      {(guide.inTheBox.length > 0 || guide.resultsDelivery || product.sampleType) && (
        <section aria-labelledby="guide-heading">
          <h2 id="guide-heading">Sample, kit and results</h2>
          <div className="guide-grid">
            {product.sampleType && (
              <div>
                <h3>Sample</h3>
                <p>{product.sampleType}</p>
                {guide.turnaround && <p className="muted">Results in {guide.turnaround}.</p>}
              </div>
            )}
            {guide.inTheBox.length > 0 && (
              <div>
                <h3>{product.kitCount !== null ? 'What you get' : 'In the box'}</h3>
                <ul>
                  {guide.inTheBox.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            )}
            {guide.resultsDelivery && (
              <div>
                <h3>How results are delivered</h3>
                <p>{guide.resultsDelivery}</p>
              </div>
            )}
          </div>
        </section>
      )}

      {guide.faq.length > 0 && (
        <section aria-labelledby="faq-heading" className="faqs">
          <h2 id="faq-heading">Questions buyers ask</h2>
          {guide.faq.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      )}

      {product.relatedTests.length > 0 && (
        <section>
          <h2>Related tests</h2>
          <ul className="product-grid">
            {product.relatedTests.map((related) => (
              <ShopTile key={related.id} product={related} storefront={storefront} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
