import { describe, expect, it } from '@jest/globals';
import { PRODUCT_TYPE } from '../../../shared/catalogue.js';
import { buildCatalogueData } from './catalogue.data.js';
import { guideFamily, productGuide } from './product-guide.js';

const catalogue = buildCatalogueData();
const row = (id: number) => {
  const found = catalogue.products.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};

describe('product guide', () => {
  it('answers a recessive disease test: the swab kit, business days from receipt, each result and the carrier question first', () => {
    const guide = productGuide(row(1001));
    expect(guide.inTheBox).toContain('Two sterile cheek swabs');
    expect(guide.turnaround).toBe('10–15 business days from the day the lab receives the sample');
    expect(guide.results.map((r) => `${r.genotype} ${r.label}`)).toEqual([
      'N/N Normal/Clear',
      'N/m Carrier',
      'm/m At risk/Affected',
    ]);
    expect(guide.faq[0]?.question).toBe('My animal is a carrier: can I still breed it?');
    expect(guide.resultsDelivery).toMatch(/verification code/);
  });

  it('gives cats the small swabs and a trait test the trait question, without a list of disease results', () => {
    const trait = catalogue.products.find((p) => p.species === 'feline' && p.kind === 't');
    if (!trait) throw new Error('no feline trait');
    const guide = productGuide(trait);
    expect(guide.inTheBox[0]).toMatch(/sized for cats/);
    expect(guide.results).toEqual([]);
    expect(guide.faq[0]?.question).toBe('What does a trait result tell me?');
  });

  it('tells a multi-pack buyer that credits arrive on the balance, and a supply buyer only when it ships', () => {
    expect(productGuide(row(440)).inTheBox[0]).toBe('5 test credits on your test-kit balance as soon as the order is paid');
    expect(productGuide(row(440)).turnaround).toBeNull();
    const swabs = productGuide(row(298));
    expect(swabs).toMatchObject({ inTheBox: [], turnaround: null, resultsDelivery: null, results: [] });
    expect(swabs.faq.map((q) => q.question)).toEqual(['When will it arrive?']);
  });

  it('finds a family for every product of the catalogue, and every buyable test a turnaround', () => {
    for (const product of catalogue.products) {
      const family = guideFamily(product);
      if (family !== 'goods' && family !== 'credits')
        expect({ id: product.id, turnaround: productGuide(product).turnaround }).not.toMatchObject({ turnaround: null });
      expect(productGuide(product).faq.length).toBeGreaterThan(0);
    }
    expect(guideFamily(row(969))).toBe('ancestry');
    expect(guideFamily(row(980))).toBe('parentage');
    expect(guideFamily({ ...row(1001), typeId: PRODUCT_TYPE.trait, kind: 'fbp' })).toBe('profile');
  });
});
