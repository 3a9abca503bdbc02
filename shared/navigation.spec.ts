import { describe, expect, it } from '@jest/globals';
import { audienceHome, headerTitleOf, mainMenu, quickButtons } from './navigation.js';

const labels = (items: { label: string }[]) => items.map((i) => i.label);
const submenu = (items: ReturnType<typeof mainMenu>, label: string) => items.find((i) => i.label === label)?.children ?? [];

describe('mainMenu (spec §2)', () => {
  it('gives breeders dogs, cats, benefits and the common menu', () => {
    const menu = mainMenu({ audience: 'breeder', signedIn: false, countryCode: 'GB' });
    expect(labels(menu)).toEqual([
      'For dogs',
      'For cats',
      "Breeders' benefits",
      'Help',
      'Paw Print',
      'Contact us',
      'Resource Centre',
    ]);
    expect(labels(submenu(menu, 'Help'))).toEqual(['Resources', 'FAQs', 'Why Pet DNA Lab', 'News']);
    expect(labels(submenu(menu, 'For cats'))).toEqual([
      'Best sellers',
      'Full breed profiles',
      'DNA tests',
      'DNA profile / parentage',
      'Multi packs',
      'Breeds',
      'Build custom profile',
    ]);
  });

  it('offers the custom profile only when a country is known, and other products only in Australia', () => {
    const dogs = (countryCode: string | null) =>
      labels(submenu(mainMenu({ audience: 'breeder', signedIn: false, countryCode }), 'For dogs'));
    expect(dogs(null)).toEqual([
      'Best sellers',
      'Standalone single tests',
      'Full breed profiles',
      'DNA tests',
      'DNA profile and parentage',
      'Geno Pet',
      'Multi packs',
      'Breeds',
    ]);
    expect(dogs('GB')).toContain('Build custom profile');
    expect(dogs('GB')).not.toContain('Other products');
    expect(dogs('AU').slice(-2)).toEqual(['Build custom profile', 'Other products']);
  });

  it('links breeder dog items to the catalogue URLs', () => {
    const dogs = submenu(mainMenu({ audience: 'breeder', signedIn: false, countryCode: 'AU' }), 'For dogs');
    expect(dogs.find((i) => i.label === 'Full breed profiles')?.to).toBe('/breeder/for-dogs/full-breed-profile?sort=all');
    expect(dogs.find((i) => i.label === 'Other products')?.to).toBe('/breeder/for-dogs/innovative');
    expect(dogs.find((i) => i.label === 'Standalone single tests')?.to).toBe('/breeder/for-dogs/dog-dna-tests');
  });

  it('gives vets their dog and cat submenus', () => {
    const menu = mainMenu({ audience: 'vet', signedIn: true, countryCode: 'US' });
    expect(labels(menu).slice(0, 2)).toEqual(['For dogs', 'For cats']);
    expect(labels(submenu(menu, 'For dogs'))).toEqual(['Full breed profiles', 'DNA tests', 'Parentage', 'Geno Pet']);
    expect(labels(submenu(menu, 'For cats'))).toEqual(['Full breed profiles', 'DNA tests', 'Parentage']);
    expect(submenu(menu, 'For cats')[0]?.to).toBe('/vet/for-cats/full-breed-profile?sort=all');
  });

  it('shows pet owners the shop link only when signed in', () => {
    expect(labels(mainMenu({ audience: 'pet-owner', signedIn: false, countryCode: null }))[0]).toBe('Help');
    expect(mainMenu({ audience: 'pet-owner', signedIn: true, countryCode: null })[0]).toEqual({
      label: 'Shop',
      to: '/pet-owner/products',
    });
  });

  it('gives guests the shop for dogs and cats, then the common menu', () => {
    const menu = mainMenu({ audience: 'guest', signedIn: false, countryCode: null });
    expect(menu[0]?.children?.map((c) => c.to)).toContain('/breeder/for-dogs/dna-tests');
    expect(labels(menu)).toEqual(['Dog tests', 'Cat tests', 'Help', 'Paw Print', 'Contact us', 'Resource Centre']);
  });
});

describe('quickButtons (spec §2)', () => {
  it('signed-in breeders get kit activation (hidden in the compact list) and my animals', () => {
    expect(quickButtons({ audience: 'breeder', signedIn: true })).toEqual([
      { label: 'Activate kit', to: '/activate', hiddenInCompactList: true },
      { label: 'My animals', to: '/my/my-animals' },
    ]);
  });
  it('signed-out breeders get the sample tracker', () => {
    expect(labels(quickButtons({ audience: 'breeder', signedIn: false }))).toEqual(['Sample tracker']);
  });
  it('owners get the sample tracker and kit activation', () => {
    expect(labels(quickButtons({ audience: 'pet-owner', signedIn: false }))).toEqual(['Sample tracker', 'Activate kit']);
    expect(labels(quickButtons({ audience: 'pet-owner', signedIn: true }))).toEqual(['Sample tracker', 'Activate kit']);
  });
  it('vets get the sample tracker, and order supplies when signed in', () => {
    expect(labels(quickButtons({ audience: 'vet', signedIn: false }))).toEqual(['Sample tracker']);
    expect(labels(quickButtons({ audience: 'vet', signedIn: true }))).toEqual(['Sample tracker', 'Order supplies']);
  });
});

describe('headerTitleOf and audienceHome', () => {
  it('titles checkout and kit activation, nothing else', () => {
    expect(headerTitleOf('/checkout')).toBe('Checkout');
    expect(headerTitleOf('/checkout/complete')).toBe('Checkout');
    expect(headerTitleOf('/activate')).toBe('Activate kit');
    expect(headerTitleOf('/activated-kits')).toBeUndefined();
    expect(headerTitleOf('/')).toBeUndefined();
  });
  it('sends the logo to the audience home, or the site home for guests', () => {
    expect(audienceHome('breeder')).toBe('/breeder');
    expect(audienceHome('vet')).toBe('/vet');
    expect(audienceHome('pet-owner')).toBe('/pet-owner');
    expect(audienceHome('guest')).toBe('/');
  });
});
