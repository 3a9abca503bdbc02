import { paths } from './paths.js';

/**
 * The account tools (spec §2 "Tool keys for a signed-in user") that have a page, as the account menu lists
 * them. More keys join as their tools are built.
 */
export const ACCOUNT_TOOLS = [
  { key: 'breeding-strategy', label: 'Breeding strategy & litter planner', path: paths.breedingStrategy },
  { key: 'feline-colour-tool', label: 'Feline colour tool', path: paths.felineColour },
] as const;

export type AccountToolKey = (typeof ACCOUNT_TOOLS)[number]['key'];
