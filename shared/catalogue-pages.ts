import { CATEGORY, type ProductSort, type Species } from './catalogue.js';

/** The catalogue's listing pages under /breeder/for-dogs, /breeder/for-cats and the vet equivalents (spec §2). */
export type CatalogueSection =
  | 'best-sellers'
  | 'dna-tests'
  | 'full-breed-profile'
  | 'dna-profile-parentage'
  | 'geno-pet'
  | 'innovative'
  | 'multi-packs'
  | 'single-tests'
  | 'special-offers';

export type CatalogueAudience = 'breeder' | 'vet';

export interface CataloguePage {
  path: string;
  audience: CatalogueAudience;
  species: Species;
  section: CatalogueSection;
  title: string;
  intro: string;
  /** The categories the page lists before the visitor narrows them. */
  categoryIds: number[];
  sort: ProductSort;
  /** The test-type multi-select (Full Breed Profile, Disease, Trait, DNA Profile). */
  testTypes: boolean;
  bestSellers?: boolean;
  /** Special-offer bundles and tests on sale (spec §2 sub-navigation; never for vets). */
  specialOffers?: boolean;
  /** Spec §2: innovative products only for Australia; elsewhere the page is a 404. */
  storefrontOnly?: 'AU';
}

const speciesSegment = (species: Species) => (species === 'canine' ? 'dogs' : 'cats');
const animal = (species: Species) => (species === 'canine' ? 'dog' : 'cat');

export const catalogueRoot = (audience: CatalogueAudience, species: Species) => `/${audience}/for-${speciesSegment(species)}`;

function pagesOf(audience: CatalogueAudience, species: Species): CataloguePage[] {
  const root = catalogueRoot(audience, species);
  const dog = species === 'canine';
  const c = (canine: number[], feline: number[]) => (dog ? canine : feline);
  const pages: Omit<CataloguePage, 'audience' | 'species'>[] = [
    {
      path: root,
      section: 'best-sellers',
      title: `Best sellers for ${animal(species)}s`,
      intro: `The ${animal(species)} tests breeders and owners order most.`,
      categoryIds: [],
      sort: 'all',
      testTypes: false,
      bestSellers: true,
    },
    {
      path: `${root}/dna-tests`,
      section: 'dna-tests',
      title: `${dog ? 'Dog' : 'Cat'} DNA tests`,
      intro: `Every ${animal(species)} health, trait and profile test. Filter by breed and test type, or search by name or gene.`,
      categoryIds: c(
        [CATEGORY.canineDisease, CATEGORY.canineTrait, CATEGORY.canineDnaProfile],
        [CATEGORY.felineDisease, CATEGORY.felineTrait, CATEGORY.felineDnaProfile],
      ),
      sort: 'all',
      testTypes: true,
    },
    {
      path: `${root}/full-breed-profile`,
      section: 'full-breed-profile',
      title: `Full breed profiles for ${animal(species)}s`,
      intro: 'Every test relevant to a breed from one sample, at a bundle price, with a breed certificate.',
      categoryIds: c([CATEGORY.canineFullBreedProfile], [CATEGORY.felineFullBreedProfile]),
      sort: 'all',
      testTypes: false,
    },
    {
      path: `${root}/dna-profile-parentage`,
      section: 'dna-profile-parentage',
      title: `${dog ? 'Dog' : 'Cat'} DNA profile and parentage`,
      intro: 'An ISAG DNA profile identifies the animal for life; parentage compares it with the dam and sire.',
      categoryIds: c(
        [CATEGORY.canineDnaProfile, CATEGORY.canineParentage],
        [CATEGORY.felineDnaProfile, CATEGORY.felineParentage],
      ),
      sort: 'all',
      testTypes: false,
    },
    {
      path: `${root}/multi-packs`,
      section: 'multi-packs',
      title: `${dog ? 'Dog' : 'Cat'} multi-packs`,
      intro: 'Test credits for your test-kit balance, redeemed one animal at a time when you activate a kit.',
      categoryIds: c([CATEGORY.canineMultipacks], [CATEGORY.felineMultipacks]),
      sort: 'price_asc',
      testTypes: false,
    },
    {
      path: `${root}/${animal(species)}-dna-tests`,
      section: 'single-tests',
      title: `Standalone ${animal(species)} tests`,
      intro: 'Single disease and trait tests, for when you need one answer.',
      categoryIds: c([CATEGORY.canineDisease, CATEGORY.canineTrait], [CATEGORY.felineDisease, CATEGORY.felineTrait]),
      sort: 'name_asc',
      testTypes: true,
    },
  ];
  if (audience === 'breeder') {
    pages.push({
      path: `${root}/special-offers`,
      section: 'special-offers',
      title: `Special offers for ${animal(species)}s`,
      intro: 'Bundles and tests at a reduced price, while the offer lasts.',
      categoryIds: [],
      sort: 'price_desc',
      testTypes: false,
      specialOffers: true,
    });
  }
  if (dog) {
    pages.push({
      path: `${root}/geno-pet`,
      section: 'geno-pet',
      title: 'Geno Pet breed identification',
      intro: 'Discover the breeds behind a mixed-breed dog, with free shipping.',
      categoryIds: [CATEGORY.canineBreedId, CATEGORY.canineMixBreed],
      sort: 'all',
      testTypes: false,
    });
    if (audience === 'breeder') {
      pages.push({
        path: `${root}/innovative`,
        section: 'innovative',
        title: 'Innovative products',
        intro: 'New tools for Australian breeders, such as the 10-minute home pregnancy test.',
        categoryIds: [CATEGORY.innovative],
        sort: 'all',
        testTypes: false,
        storefrontOnly: 'AU',
      });
    }
  }
  return pages.map((page) => ({ ...page, audience, species }));
}

export const CATALOGUE_PAGES: CataloguePage[] = (['breeder', 'vet'] as const).flatMap((audience) =>
  (['canine', 'feline'] as const).flatMap((species) => pagesOf(audience, species)),
);

export const cataloguePageAt = (path: string): CataloguePage | undefined => CATALOGUE_PAGES.find((page) => page.path === path);
