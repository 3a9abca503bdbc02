import { paths } from '../paths.js';
import { breederBenefits, breederHome, petOwnerHome, responsibleBreederProgram, vetHome } from './audiences.js';
import { loyaltyProgram, partners, researchInnovation, showSecretaries, whyPages } from './company.js';
import { privacy, terms } from './legal.js';
import {
  collectionAgents,
  factSheet,
  forensics,
  howToTakeSample,
  internationalShipping,
  resourceForms,
  resources,
  websiteHelp,
} from './resources.js';
import type { ContentPageData } from './types.js';

/** Pages made of content only, each at its own path. */
export const CONTENT_PAGES: ContentPageData[] = [
  breederHome,
  vetHome,
  petOwnerHome,
  breederBenefits,
  responsibleBreederProgram,
  ...whyPages,
  partners,
  loyaltyProgram,
  showSecretaries,
  researchInnovation,
  resources,
  resourceForms,
  factSheet,
  internationalShipping,
  collectionAgents,
  forensics,
  websiteHelp,
  howToTakeSample,
  terms,
  privacy,
];

/**
 * Every public page the shell renders, for the sitemap and for tests that visit them all; the articles' pages
 * come from the database (`ContentService.sitemapPaths`).
 */
export const PUBLIC_PAGE_PATHS: string[] = [
  paths.home,
  ...CONTENT_PAGES.map((page) => page.path),
  paths.contactUs,
  paths.researchInnovationApply,
  paths.responsibleBreederProgramForm,
  paths.responsibleBreederProgramSearch,
  paths.showSponsorship,
  paths.collectionAgentNomination,
  paths.help,
  paths.newsAndBlogs,
];
