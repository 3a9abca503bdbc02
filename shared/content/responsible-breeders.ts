/** Current members of the Responsible Breeder Program, as approved by the program team. */
export interface ApprovedBreeder {
  name: string;
  breeds: string[];
  countryCode: string;
  region: string;
  memberSince: number;
}

export const APPROVED_BREEDERS: ApprovedBreeder[] = [
  {
    name: 'Kelpie Creek Working Dogs',
    breeds: ['Australian Kelpie', 'Border Collie'],
    countryCode: 'AU',
    region: 'New South Wales',
    memberSince: 2019,
  },
  { name: 'Southern Cross Maine Coons', breeds: ['Maine Coon'], countryCode: 'AU', region: 'Victoria', memberSince: 2021 },
  { name: 'Harbourside Labradors', breeds: ['Labrador Retriever'], countryCode: 'NZ', region: 'Auckland', memberSince: 2020 },
  {
    name: 'Thistledown Cavaliers',
    breeds: ['Cavalier King Charles Spaniel'],
    countryCode: 'GB',
    region: 'Scotland',
    memberSince: 2018,
  },
  {
    name: 'Fenland Ragdolls',
    breeds: ['Ragdoll', 'British Shorthair'],
    countryCode: 'GB',
    region: 'Cambridgeshire',
    memberSince: 2022,
  },
  {
    name: 'Schwarzwald Schäferhunde',
    breeds: ['German Shepherd Dog'],
    countryCode: 'DE',
    region: 'Baden-Württemberg',
    memberSince: 2020,
  },
  { name: 'Les Sacrés de Provence', breeds: ['Sacred Birman'], countryCode: 'FR', region: 'Provence', memberSince: 2023 },
  {
    name: 'Polderhof Retrievers',
    breeds: ['Golden Retriever', 'Flat-Coated Retriever'],
    countryCode: 'NL',
    region: 'Utrecht',
    memberSince: 2021,
  },
  {
    name: 'Norrsken Norwegian Forest Cats',
    breeds: ['Norwegian Forest Cat'],
    countryCode: 'SE',
    region: 'Uppsala',
    memberSince: 2022,
  },
  { name: 'Great Lakes Bernese', breeds: ['Bernese Mountain Dog'], countryCode: 'CA', region: 'Ontario', memberSince: 2019 },
  {
    name: 'Blue Ridge Aussies',
    breeds: ['Australian Shepherd', 'Miniature American Shepherd'],
    countryCode: 'US',
    region: 'Virginia',
    memberSince: 2020,
  },
  { name: 'Desert Sun Bengals', breeds: ['Bengal'], countryCode: 'US', region: 'Arizona', memberSince: 2024 },
];

export interface BreederSearch {
  name?: string;
  breed?: string;
  country?: string;
}

/** Name and breed match on any part, case-insensitive; country on its code. */
export function searchBreeders(breeders: ApprovedBreeder[], search: BreederSearch): ApprovedBreeder[] {
  const name = search.name?.trim().toLowerCase();
  const breed = search.breed?.trim().toLowerCase();
  const country = search.country?.trim().toUpperCase();
  return breeders.filter(
    (b) =>
      (!name || b.name.toLowerCase().includes(name)) &&
      (!breed || b.breeds.some((x) => x.toLowerCase().includes(breed))) &&
      (!country || b.countryCode === country),
  );
}

export const breedsOf = (breeders: ApprovedBreeder[]) => [...new Set(breeders.flatMap((b) => b.breeds))].sort();
