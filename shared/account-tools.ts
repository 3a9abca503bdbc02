import { paths } from './paths.js';
import type { UserType } from './types/user.js';

const EVERYONE: readonly UserType[] = ['breeder', 'owner', 'vet'];

/**
 * The account tools (spec §2 "Tool keys for a signed-in user") that have a page, as the account menu lists
 * them. More keys join as their tools are built.
 */
export const ACCOUNT_TOOLS = [
  {
    key: 'parentage-request',
    label: 'Parentage requests',
    path: paths.myParentageRequests,
    audiences: ['breeder', 'owner'] as readonly UserType[],
  },
  {
    key: 'breeding-strategy',
    label: 'Breeding strategy & litter planner',
    path: paths.breedingStrategy,
    audiences: EVERYONE,
  },
  { key: 'feline-colour-tool', label: 'Feline colour tool', path: paths.felineColour, audiences: EVERYONE },
  { key: 'fact-sheets', label: 'Fact sheets', path: paths.myFactSheets, audiences: EVERYONE },
  {
    key: 'acm-form',
    label: 'ACM form requests',
    path: paths.myAcmFormRequests,
    audiences: ['breeder', 'owner'] as readonly UserType[],
  },
  { key: 'case-studies', label: 'Case studies', path: paths.myCaseStudies, audiences: ['vet'] as readonly UserType[] },
] as const;

/** The tools of the account menu for one kind of account, in menu order. */
export const accountToolsFor = (userType: UserType) => ACCOUNT_TOOLS.filter((tool) => tool.audiences.includes(userType));

export type AccountToolKey = (typeof ACCOUNT_TOOLS)[number]['key'];
