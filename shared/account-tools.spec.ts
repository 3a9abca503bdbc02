import { describe, expect, it } from '@jest/globals';
import {
  ACCOUNT_TOOLS,
  accountToolsFor,
  currentToolKey,
  defaultToolPath,
  isAccountArea,
  refusedPageRedirect,
} from './account-tools.js';
import type { UserType } from './types/user.js';

describe('account tools (spec §2 tool keys)', () => {
  it('gives each account type its own tools with a page each', () => {
    const keys = (type: UserType) => accountToolsFor(type).map((tool) => tool.key);
    expect(keys('vet')).toContain('my-patients');
    expect(keys('vet')).not.toContain('my-animals');
    expect(keys('vet')).toEqual(
      expect.arrayContaining(['vet-invoices', 'order-supplies', 'view-advance-results', 'how-to-order']),
    );
    expect(keys('owner')).toContain('my-animals');
    expect(keys('owner')).not.toContain('custom-profiles');
    expect(keys('breeder')).toEqual(expect.arrayContaining(['custom-profiles', 'multipack-transfer', 'redeem-tests']));
    expect(keys('guest')).toEqual([]);
    for (const type of ['breeder', 'owner', 'vet'] as const) {
      for (const tool of accountToolsFor(type)) expect(tool.path).toMatch(/^\//);
    }
  });

  it('shows the collection agent tools only to an account linked to an agent, of any type (decision 0973)', () => {
    for (const type of ['breeder', 'owner', 'vet'] as const) {
      const plain = accountToolsFor(type).map((tool) => tool.key);
      const agent = accountToolsFor(type, { collectionAgent: true }).map((tool) => tool.key);
      expect(plain).not.toContain('collection-agents');
      expect(plain).not.toContain('agent-products');
      expect(agent).toEqual(expect.arrayContaining(['collection-agents', 'agent-products']));
      expect(refusedPageRedirect('/my/collection-agents', type)).toBe(defaultToolPath(type));
      expect(refusedPageRedirect('/my/collection-agent-products', type, { collectionAgent: true })).toBeUndefined();
    }
  });

  it('sends order-tests to the catalogue of the account type', () => {
    const orderTests = (type: 'breeder' | 'owner' | 'vet') => accountToolsFor(type).find((t) => t.key === 'order-tests')?.path;
    expect(orderTests('vet')).toBe('/vet/for-dogs/dna-tests');
    expect(orderTests('breeder')).toBe('/breeder/for-dogs/dna-tests');
    expect(orderTests('owner')).toBe('/pet-owner/products');
  });

  it('uses only tool keys of the spec, each once', () => {
    const specKeys =
      'my-profile, my-animals, my-patients, order-history, parentage-request, shared-animals, collection-agents, club-access, transfer-animals, archived-animals, report-authentication, acm-form, fact-sheets, breeding-strategy, feline-colour-tool, multipack-transfer, owner-shared-animals, case-studies, how-to-order, vet-invoices, order-supplies, view-advance-results, agent-products, collected-animals, order-tests, microchip-parent-checker, redeem-tests, custom-profiles'.split(
        ', ',
      );
    const keys = ACCOUNT_TOOLS.map((tool) => tool.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(specKeys).toContain(key);
  });

  it('lands vets on their patients and everyone else on their animals', () => {
    expect(defaultToolPath('vet')).toBe('/my/my-patients');
    expect(defaultToolPath('breeder')).toBe('/my/my-animals');
    expect(defaultToolPath('owner')).toBe('/my/my-animals');
  });

  it('marks the first tool of the page as the current one', () => {
    const vet = accountToolsFor('vet');
    expect(currentToolKey(vet, '/my/my-patients')).toBe('my-patients');
    expect(currentToolKey(vet, '/my/invoices')).toBe('vet-invoices');
    expect(currentToolKey(accountToolsFor('breeder'), '/my/animals/shared')).toBe('shared-animals');
    expect(currentToolKey(vet, '/my/animals/shared')).toBe('owner-shared-animals');
    expect(currentToolKey(vet, '/my/animals/42')).toBeUndefined();
    expect(currentToolKey(accountToolsFor('breeder'), '/my/dv-access')).toBe('club-access');
    expect(currentToolKey(vet, '/my/dv-access')).toBeUndefined();
  });

  it.each([
    ['/my/my-patients', 'owner', '/my/my-animals'],
    ['/my/my-patients', 'breeder', '/my/my-animals'],
    ['/my/my-animals', 'vet', '/my/my-patients'],
    ['/my/custom-profiles', 'owner', '/my/my-animals'],
    ['/my/custom-profiles', 'vet', '/my/my-patients'],
    ['/my/parentage-requests', 'vet', '/my/my-patients'],
    ['/my/order-supplies', 'breeder', '/my/my-animals'],
    ['/my/oripacks/transfer', 'owner', '/my/my-animals'],
    ['/my/club-access', 'vet', '/my/my-patients'],
    ['/my/dv-access', 'vet', '/my/my-patients'],
    ['/my/club-products', 'vet', '/my/my-patients'],
    ['/my/shows', 'owner', '/my/my-animals'],
  ] as const)('refuses %s to a %s and sends them to %s', (pathname, type, to) => {
    expect(refusedPageRedirect(pathname, type)).toBe(to);
  });

  it.each([
    ['/my/my-patients', 'vet'],
    ['/my/my-animals', 'owner'],
    ['/my/custom-profiles', 'breeder'],
    ['/my/animals/shared', 'vet'],
    ['/my/animals/shared', 'owner'],
    ['/my/animals/42', 'vet'],
    ['/breeder/for-dogs/dna-tests', 'vet'],
    ['/pet-owner/products', 'breeder'],
    // Every account has invoices; only the vet's menu names them as a tool ("Clinic invoices").
    ['/my/invoices', 'owner'],
    ['/my/invoices', 'breeder'],
  ] as const)('lets %s open for a %s', (pathname, type) => {
    expect(refusedPageRedirect(pathname, type)).toBeUndefined();
  });

  it('never sends an account of no audience round in a circle', () => {
    expect(refusedPageRedirect('/my/my-animals', 'guest')).toBeUndefined();
    expect(refusedPageRedirect('/my/my-patients', 'guest')).toBe('/my/my-animals');
  });

  it('shows the menu on account pages only', () => {
    expect(isAccountArea('/my/orders')).toBe(true);
    expect(isAccountArea('/tools/report-authentication')).toBe(true);
    expect(isAccountArea('/breeder')).toBe(false);
    expect(isAccountArea('/my')).toBe(false);
  });
});
