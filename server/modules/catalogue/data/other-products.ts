import { CATEGORY, CUSTOM_PROFILE_PRODUCTS, PRODUCT_TYPE, type ProductKind, type Species } from '../../../../shared/catalogue.js';

/** Every product that is not a single test or a full breed profile, with its ids fixed by spec §9. */
export interface OtherProduct {
  id: number;
  name: string;
  typeId: number;
  kind: ProductKind;
  species: Species | null;
  categoryId: number;
  /** Price in US cents; the other currencies are derived (see catalogue.data.ts). */
  usd: number;
  description: string;
  sampleType?: string;
  turnaround?: string;
  kitCount?: number;
  onlyStorefront?: string;
  /** Bundled product ids (special-offer bundles) or test names (profiles). */
  bundle?: (number | string)[];
  memberDiscount?: boolean;
  listed?: boolean;
}

const SWAB = 'Cheek swab (2 swabs)';
const KIT_SHIPPING = 'Ships in 1–2 business days';

export const OTHER_PRODUCTS: OtherProduct[] = [
  { id: 36, name: 'Canine DNA Sample Collection Kit', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: 'canine', categoryId: CATEGORY.kitsAndSupplies, usd: 1500, description: 'A spare kit with two sterile cheek swabs, a sample envelope and instructions, for testing a dog later or re-sampling.', turnaround: KIT_SHIPPING },
  { id: 7, name: 'Feline DNA Sample Collection Kit', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: 'feline', categoryId: CATEGORY.kitsAndSupplies, usd: 1500, description: 'Two small cheek swabs sized for cats and kittens, a sample envelope and instructions.', turnaround: KIT_SHIPPING },
  { id: 298, name: 'Replacement Swab Kit', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: null, categoryId: CATEGORY.kitsAndSupplies, usd: 900, description: 'Two replacement swabs for a sample that the laboratory could not process (too little DNA, contamination, food in the mouth).', turnaround: KIT_SHIPPING },
  { id: 313, name: 'Blood Card Collection Kit', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: null, categoryId: CATEGORY.kitsAndSupplies, usd: 1900, description: 'A FTA blood card for a few drops of blood taken by your vet, for tests that need blood or when swabs have failed twice.', turnaround: KIT_SHIPPING },
  { id: 970, name: 'Clinic Sample Collection Kit (10 swabs)', typeId: PRODUCT_TYPE.shippable, kind: 'vet', species: null, categoryId: CATEGORY.vetSupplies, usd: 2900, description: 'Ten swab kits with patient forms for veterinary clinics that collect samples for their clients.', turnaround: KIT_SHIPPING },
  { id: 974, name: 'Collection Agent Witness Pack', typeId: PRODUCT_TYPE.shippable, kind: 'ca', species: null, categoryId: CATEGORY.agentProducts, usd: 2500, description: 'Swabs, tamper-evident envelopes and witness forms for approved collection agents who certify that a sample came from the microchipped animal.', turnaround: KIT_SHIPPING },
  { id: 975, name: 'Witnessed Swab Kits for Agents (10 kits)', typeId: PRODUCT_TYPE.shippable, kind: 'ca', species: null, categoryId: CATEGORY.agentProducts, usd: 9900, description: 'Ten numbered cheek swab kits, each with a witness declaration for the agent to sign after checking the microchip, at the agent price.', turnaround: KIT_SHIPPING },
  { id: 978, name: 'Tamper-evident Sample Envelopes (25)', typeId: PRODUCT_TYPE.shippable, kind: 'ca', species: null, categoryId: CATEGORY.agentProducts, usd: 1900, description: 'Twenty-five numbered security envelopes that show any opening, for sending witnessed samples to the laboratory.', turnaround: KIT_SHIPPING },
  { id: 979, name: 'ISO Microchip Reader (FDX-B and HDX)', typeId: PRODUCT_TYPE.shippable, kind: 'ca', species: null, categoryId: CATEGORY.agentProducts, usd: 8900, description: 'A pocket reader for ISO 11784/11785 chips, to confirm an animal’s identity before you witness its sample.', turnaround: KIT_SHIPPING },
  { id: 969, name: 'Geno Pet Breed Identification', typeId: PRODUCT_TYPE.mixBreed, kind: 'nsat', species: 'canine', categoryId: CATEGORY.canineBreedId, usd: 12900, description: 'Finds the breeds in your dog’s ancestry back to the great-grandparents, compared with more than 350 reference breeds, with a printable certificate. Free shipping.', sampleType: SWAB, turnaround: '15–20 business days' },
  { id: 973, name: 'Geno Pet Mixed Breed Health and Ancestry', typeId: PRODUCT_TYPE.mixBreed, kind: 'nsat', species: 'canine', categoryId: CATEGORY.canineMixBreed, usd: 16900, description: 'Breed ancestry plus a health screen for the most common inherited diseases of mixed-breed dogs, including MDR1, DM and PRA-prcd. Free shipping.', sampleType: SWAB, turnaround: '15–20 business days' },
  { id: 971, name: 'Canine DNA Profile (ISAG)', typeId: PRODUCT_TYPE.dnaProfile, kind: 'dna', species: 'canine', categoryId: CATEGORY.canineDnaProfile, usd: 4500, description: 'Your dog’s DNA fingerprint on the ISAG core panel of 18 STR markers plus amelogenin: identifies the dog for life and lets you verify the parents of future litters.', sampleType: SWAB, turnaround: '10–15 business days' },
  { id: 972, name: 'Feline DNA Profile (ISAG)', typeId: PRODUCT_TYPE.dnaProfile, kind: 'dna', species: 'feline', categoryId: CATEGORY.felineDnaProfile, usd: 4500, description: 'Your cat’s DNA fingerprint on the ISAG feline STR panel, kept on file for parentage verification.', sampleType: SWAB, turnaround: '10–15 business days' },
  { id: 980, name: 'Canine Parentage Verification (Dam and Sire)', typeId: PRODUCT_TYPE.dnaProfile, kind: 'dna', species: 'canine', categoryId: CATEGORY.canineParentage, usd: 7500, memberDiscount: true, description: 'Compares a puppy’s DNA profile with its dam and sire at every ISAG marker: 0 mismatches qualifies, 1 is inconclusive, 2 or more excludes the parent. Profiles already on file are reused.', sampleType: SWAB, turnaround: '10–15 business days' },
  { id: 981, name: 'Feline Parentage Verification (Dam and Sire)', typeId: PRODUCT_TYPE.dnaProfile, kind: 'dna', species: 'feline', categoryId: CATEGORY.felineParentage, usd: 7500, memberDiscount: true, description: 'Verifies a kitten’s parents on the ISAG feline panel, for registration with your cat club.', sampleType: SWAB, turnaround: '10–15 business days' },
  { id: 982, name: 'Canine DNA Profile for Registration (Breeder)', typeId: PRODUCT_TYPE.dnaProfile, kind: 'dna', species: 'canine', categoryId: CATEGORY.canineDnaProfile, usd: 3900, memberDiscount: true, description: 'The ISAG profile lodged with your kennel club for stud dogs and breeding bitches, at the breeder rate.', sampleType: SWAB, turnaround: '10–15 business days' },
  { id: 983, name: 'Canine Single Parent Verification', typeId: PRODUCT_TYPE.dnaProfile, kind: 'dna', species: 'canine', categoryId: CATEGORY.canineParentage, usd: 5500, memberDiscount: true, description: 'Verifies one parent (dam or sire) of a puppy when the other is unknown or not needed.', sampleType: SWAB, turnaround: '10–15 business days' },
  { id: 475, name: 'Canine Test Kit Credit (1 kit)', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: 'canine', categoryId: CATEGORY.canineMultipacks, usd: 5500, kitCount: 1, memberDiscount: true, description: 'One test credit, redeemed for any single canine DNA test when you activate a kit.' },
  { id: 474, name: 'Canine Multi-pack (2 kits)', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: 'canine', categoryId: CATEGORY.canineMultipacks, usd: 10500, kitCount: 2, memberDiscount: true, description: 'Two test credits for your test-kit balance, redeemed one animal at a time.' },
  { id: 440, name: 'Canine Multi-pack (5 kits)', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: 'canine', categoryId: CATEGORY.canineMultipacks, usd: 24500, kitCount: 5, memberDiscount: true, description: 'Five test credits at a 10% saving, for a litter or a kennel.' },
  { id: 945, name: 'Canine Multi-pack (10 kits)', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: 'canine', categoryId: CATEGORY.canineMultipacks, usd: 46500, kitCount: 10, memberDiscount: true, description: 'Ten test credits at a 15% saving; credits can be transferred to another breeder.' },
  { id: 657, name: 'Canine Multi-pack (14 kits)', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: 'canine', categoryId: CATEGORY.canineMultipacks, usd: 61500, kitCount: 14, memberDiscount: true, description: 'Fourteen test credits at a 20% saving: enough for a large litter and both parents.' },
  { id: 919, name: 'Feline Multi-pack (2 kits)', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: 'feline', categoryId: CATEGORY.felineMultipacks, usd: 10500, kitCount: 2, memberDiscount: true, description: 'Two feline test credits for your test-kit balance.' },
  { id: 966, name: 'Feline Multi-pack (10 kits)', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: 'feline', categoryId: CATEGORY.felineMultipacks, usd: 46500, kitCount: 10, memberDiscount: true, description: 'Ten feline test credits at a 15% saving.' },
  { id: 1221, name: 'Canine Home Pregnancy Test', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: 'canine', categoryId: CATEGORY.innovative, usd: 4900, onlyStorefront: 'AU', description: 'A relaxin test you run at home from 25 days after mating: a result in 10 minutes with 96% accuracy. Available in Australia only.', turnaround: KIT_SHIPPING },
  { id: 1222, name: 'Canine Ovulation Timing Kit', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: 'canine', categoryId: CATEGORY.innovative, usd: 6900, onlyStorefront: 'AU', description: 'Progesterone strips for finding the best mating day at home. Available in Australia only.', turnaround: KIT_SHIPPING },
  { id: 990, name: 'Breeder Starter Bundle (Canine)', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: 'canine', categoryId: CATEGORY.canineSpecialOffers, usd: 9900, bundle: [971, 1002, 1003], description: 'DNA profile, Degenerative Myelopathy and MDR1 for one dog at a bundle price.', sampleType: SWAB, turnaround: '10–15 business days' },
  { id: 991, name: 'Colour and Coat Bundle (Canine)', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: 'canine', categoryId: CATEGORY.canineSpecialOffers, usd: 7900, bundle: ['Coat Colour Complete Panel', 'Coat Type Panel'], description: 'The complete colour panel and the coat type panel together.', sampleType: SWAB, turnaround: '5–10 business days' },
  { id: 992, name: 'Queen and Stud Bundle (Feline)', typeId: PRODUCT_TYPE.shippable, kind: 'nsat', species: 'feline', categoryId: CATEGORY.felineSpecialOffers, usd: 8900, bundle: [972, 1401, 1463], description: 'DNA profile, PKD and blood type for one breeding cat.', sampleType: SWAB, turnaround: '10–15 business days' },
  { id: 993, name: 'Puppy Life Plan', typeId: PRODUCT_TYPE.lifePlan, kind: 'lp', species: 'canine', categoryId: CATEGORY.lifePlans, usd: 19900, description: 'A DNA profile now and a health upgrade at twelve months, with a genetic counselling call for new owners.', sampleType: SWAB },
  { id: 994, name: 'Kitten Life Plan', typeId: PRODUCT_TYPE.lifePlan, kind: 'lp', species: 'feline', categoryId: CATEGORY.lifePlans, usd: 17900, description: 'A DNA profile now and the feline health panel at twelve months.', sampleType: SWAB },
  { id: 995, name: 'Breeder Results Subscription (12 months)', typeId: PRODUCT_TYPE.subscription, kind: 'nsat', species: null, categoryId: CATEGORY.subscriptions, usd: 4900, description: 'A year of unlimited result sharing, litter planning reports and priority laboratory support.' },
  { id: 996, name: 'Club Show Sampling Pack', typeId: PRODUCT_TYPE.shippable, kind: 'ca', species: null, categoryId: CATEGORY.clubProducts, usd: 14900, description: 'Twenty witnessed swab kits for breed clubs sampling at shows.', turnaround: KIT_SHIPPING },
  // What a saved custom profile is sold as (docs/decisions/0611): never listed, priced from the profile's tests.
  { ...CUSTOM_PROFILE_PRODUCTS.canine, species: 'canine', usd: 0, listed: false, description: 'A breeder’s own selection of 2 to 30 single tests, run on one sample and reported together: 10% off two tests, 15% off three or four, 20% off five or more.', sampleType: SWAB, turnaround: '15–20 business days' },
  { ...CUSTOM_PROFILE_PRODUCTS.feline, species: 'feline', usd: 0, listed: false, description: 'A breeder’s own selection of 2 to 30 single tests, run on one sample and reported together: 10% off two tests, 15% off three or four, 20% off five or more.', sampleType: SWAB, turnaround: '15–20 business days' },
  { id: 997, name: 'Standard Post', typeId: PRODUCT_TYPE.shippingMethod, kind: 'nsat', species: null, categoryId: CATEGORY.shippingMethods, usd: 0, listed: false, description: 'Tracked standard post.' },
  { id: 998, name: 'Express Courier', typeId: PRODUCT_TYPE.shippingMethod, kind: 'nsat', species: null, categoryId: CATEGORY.shippingMethods, usd: 1500, listed: false, description: 'Next-business-day courier.' },
];

/** Best sellers, most sold first (by product id). */
export const BEST_SELLER_IDS = [1001, 1002, 1003, 969, 971, 1008, 1007, 1401, 1402, 440, 1009, 980, 972, 1463, 1411, 657, 1004, 3206, 1403];
