import { paths } from '../paths.js';

/**
 * The paths of the content-only pages, kept apart from their (large) content so the route table can
 * name them without loading it. site-pages.spec.ts checks the two lists agree.
 */
export const CONTENT_ROUTE_PATHS: string[] = [
  paths.breeder,
  paths.vet,
  paths.petOwner,
  paths.breederBenefits,
  paths.responsibleBreederProgram,
  paths.why('pet-dna-lab'),
  paths.why('full-breed-profile'),
  paths.why('geno-pet'),
  paths.why('dna-profile'),
  paths.partners,
  paths.loyaltyProgram,
  paths.showSecretaries,
  paths.researchInnovation,
  paths.resources,
  paths.resourceForms,
  paths.resourceFactSheet,
  paths.internationalShipping,
  paths.forensics,
  paths.websiteHelp,
  paths.howToTakeDnaSample,
  paths.terms,
  paths.privacy,
];

/** Content pages with a route of their own, because they show data beside the content (decision 0928). */
export const CONTENT_PAGES_WITH_DATA: string[] = [paths.collectionAgents];
