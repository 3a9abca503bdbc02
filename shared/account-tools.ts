import { paths } from './paths.js';
import type { UserType } from './types/user.js';

const EVERYONE: readonly UserType[] = ['breeder', 'owner', 'vet'];
const KEEPERS: readonly UserType[] = ['breeder', 'owner'];
const BREEDERS: readonly UserType[] = ['breeder'];
const VETS: readonly UserType[] = ['vet'];

/** The small glyph beside a tool in the account menu (client/components/layout/ToolIcon.tsx draws them). */
export type ToolIconName =
  | 'paw'
  | 'person'
  | 'receipt'
  | 'share'
  | 'archive'
  | 'swap'
  | 'dna'
  | 'shield'
  | 'chip'
  | 'cart'
  | 'help'
  | 'box'
  | 'ticket'
  | 'club';

interface ToolEntry {
  key: string;
  label: string;
  /** The page; a tool whose page differs by account type names it per type (decision 0920). */
  path: string | Partial<Record<UserType, string>>;
  audiences: readonly UserType[];
  icon: ToolIconName;
  /** Only for an account the lab linked to an approved collection agent, whatever its type (decision 0973). */
  agentsOnly?: boolean;
}

/** What an account is beyond its type (MyDetails carries it): a collection agent sees the agent tools. */
export interface AccountRoleFlags {
  collectionAgent: boolean;
}

const NO_ROLES: AccountRoleFlags = { collectionAgent: false };

const mayUse = (
  tool: ToolEntry | { audiences: readonly UserType[]; agentsOnly?: boolean },
  userType: UserType,
  roles: AccountRoleFlags,
) => tool.audiences.includes(userType) && (!tool.agentsOnly || roles.collectionAgent);

/**
 * The account tools (spec §2 "Tool keys for a signed-in user") that have a page, in menu order: each key's
 * page, audience and icon. A key whose feature is not built yet is left out, so no tool leads to a 404.
 */
export const ACCOUNT_TOOLS = [
  { key: 'my-animals', label: 'My Animals', path: paths.myAnimals, audiences: KEEPERS, icon: 'paw' },
  { key: 'my-patients', label: 'My Patients', path: paths.myPatients, audiences: VETS, icon: 'paw' },
  { key: 'shared-animals', label: 'Shared with me', path: paths.mySharedAnimals, audiences: KEEPERS, icon: 'share' },
  {
    key: 'owner-shared-animals',
    label: 'Shared by owners',
    path: paths.mySharedAnimals,
    audiences: VETS,
    icon: 'share',
  },
  { key: 'archived-animals', label: 'Archived animals', path: paths.myArchivedAnimals, audiences: EVERYONE, icon: 'archive' },
  { key: 'collected-animals', label: 'Collected animals', path: paths.myCollectedAnimals, audiences: EVERYONE, icon: 'paw' },
  { key: 'transfer-animals', label: 'Transfer animal', path: paths.myTransferAnimal, audiences: KEEPERS, icon: 'swap' },
  { key: 'redeem-tests', label: 'Activate kit & redeem tests', path: paths.activate, audiences: EVERYONE, icon: 'ticket' },
  {
    key: 'order-tests',
    label: 'Order tests',
    path: { breeder: paths.breederDogs.dnaTests, owner: paths.petOwnerProducts, vet: paths.vetDogs.dnaTests },
    audiences: EVERYONE,
    icon: 'cart',
  },
  { key: 'order-supplies', label: 'Order supplies', path: paths.orderSupplies, audiences: VETS, icon: 'box' },
  { key: 'view-advance-results', label: 'Advance order results', path: paths.myPatients, audiences: VETS, icon: 'dna' },
  { key: 'order-history', label: 'Order history', path: paths.myOrders, audiences: EVERYONE, icon: 'receipt' },
  { key: 'vet-invoices', label: 'Clinic invoices', path: paths.myInvoices, audiences: VETS, icon: 'receipt' },
  { key: 'multipack-transfer', label: 'Transfer multi-packs', path: paths.multipackTransfer, audiences: BREEDERS, icon: 'swap' },
  { key: 'custom-profiles', label: 'Custom profiles', path: paths.myCustomProfiles, audiences: BREEDERS, icon: 'dna' },
  { key: 'club-access', label: 'Club access', path: paths.myClubAccess, audiences: KEEPERS, icon: 'club' },
  { key: 'parentage-request', label: 'Parentage requests', path: paths.myParentageRequests, audiences: KEEPERS, icon: 'dna' },
  {
    key: 'breeding-strategy',
    label: 'Breeding strategy & litter planner',
    path: paths.breedingStrategy,
    audiences: EVERYONE,
    icon: 'dna',
  },
  { key: 'feline-colour-tool', label: 'Feline colour tool', path: paths.felineColour, audiences: EVERYONE, icon: 'dna' },
  {
    key: 'microchip-parent-checker',
    label: 'Microchip parent checker',
    path: paths.myMicrochipChecker,
    audiences: EVERYONE,
    icon: 'chip',
  },
  {
    key: 'report-authentication',
    label: 'Report authentication',
    path: paths.reportAuthentication,
    audiences: EVERYONE,
    icon: 'shield',
  },
  { key: 'how-to-order', label: 'How to order', path: paths.faqs, audiences: VETS, icon: 'help' },
  { key: 'fact-sheets', label: 'Fact sheets', path: paths.myFactSheets, audiences: EVERYONE, icon: 'help' },
  { key: 'acm-form', label: 'ACM form requests', path: paths.myAcmFormRequests, audiences: KEEPERS, icon: 'shield' },
  { key: 'case-studies', label: 'Case studies', path: paths.myCaseStudies, audiences: VETS, icon: 'help' },
  {
    key: 'collection-agents',
    label: 'Collection agent',
    path: paths.myCollectionAgents,
    audiences: EVERYONE,
    agentsOnly: true,
    icon: 'shield',
  },
  {
    key: 'agent-products',
    label: 'Agent products',
    path: paths.myCollectionAgentProducts,
    audiences: EVERYONE,
    agentsOnly: true,
    icon: 'box',
  },
  { key: 'my-profile', label: 'My profile', path: paths.myProfile, audiences: EVERYONE, icon: 'person' },
] as const satisfies readonly ToolEntry[];

export type AccountToolKey = (typeof ACCOUNT_TOOLS)[number]['key'];

export interface AccountTool {
  key: AccountToolKey;
  label: string;
  path: string;
  icon: ToolIconName;
}

function pathOf(tool: ToolEntry, userType: UserType): string | undefined {
  return typeof tool.path === 'string' ? tool.path : tool.path[userType];
}

/** The tools of the account menu for one kind of account, in menu order, each with that account's page. */
export function accountToolsFor(userType: UserType, roles: AccountRoleFlags = NO_ROLES): AccountTool[] {
  return (ACCOUNT_TOOLS as readonly ToolEntry[]).flatMap((tool) => {
    const path = mayUse(tool, userType, roles) ? pathOf(tool, userType) : undefined;
    return path ? [{ key: tool.key as AccountToolKey, label: tool.label, path, icon: tool.icon }] : [];
  });
}

/**
 * The header's account dropdown and phone drawer stay short (spec §2: My Animals or My Patients, details,
 * logout, which they show themselves): beside those, the order history and the genetics tools; the whole
 * list is the account pages' menu.
 */
const DROPDOWN_KEYS: ReadonlySet<string> = new Set([
  'order-history',
  'parentage-request',
  'breeding-strategy',
  'feline-colour-tool',
]);
export function dropdownToolsFor(userType: UserType): AccountTool[] {
  return accountToolsFor(userType).filter((tool) => DROPDOWN_KEYS.has(tool.key));
}

/** Where a user lands after signing in without a `next`, and where a refused page sends them. */
export function defaultToolPath(userType: UserType): string {
  return userType === 'vet' ? paths.myPatients : paths.myAnimals;
}

/** Pages that belong to a tool without being its own page. */
const PAGES_OF_TOOLS: Readonly<Record<string, AccountToolKey>> = {
  [paths.myDvAccess]: 'club-access',
  [paths.myClubProducts]: 'club-access',
};

/** The tool of the menu a page belongs to (the first of the account's tools with that page), if any. */
export function currentToolKey(tools: readonly AccountTool[], pathname: string): AccountToolKey | undefined {
  const own = tools.find((tool) => tool.path.split(/[?#]/)[0] === pathname)?.key;
  const parent = PAGES_OF_TOOLS[pathname];
  return own ?? (parent && tools.some((tool) => tool.key === parent) ? parent : undefined);
}

/**
 * Account pages that no spec tool key names for every audience, reached from a tool's page or the order pages,
 * with their audience.
 */
const OTHER_PAGES: ReadonlyArray<{ path: string; audiences: readonly UserType[] }> = [
  { path: paths.myInvoices, audiences: EVERYONE },
  { path: paths.myDvAccess, audiences: KEEPERS },
  { path: paths.myClubProducts, audiences: KEEPERS },
  { path: paths.myShows, audiences: BREEDERS },
];

/**
 * Pages of one audience refuse the others (spec §2 account area): a page that only other account types'
 * tools lead to answers with the user's own default tool. `undefined` when the page is theirs, or no tool's.
 */
export function refusedPageRedirect(
  pathname: string,
  userType: UserType,
  roles: AccountRoleFlags = NO_ROLES,
): string | undefined {
  if (!isAccountArea(pathname)) return undefined;
  const owners = [
    ...(ACCOUNT_TOOLS as readonly ToolEntry[]).filter((tool) =>
      Object.values(typeof tool.path === 'string' ? { any: tool.path } : tool.path).some(
        (path) => path.split(/[?#]/)[0] === pathname,
      ),
    ),
    ...OTHER_PAGES.filter((page) => page.path === pathname),
  ];
  if (owners.length === 0 || owners.some((tool) => mayUse(tool, userType, roles))) return undefined;
  const own = defaultToolPath(userType);
  // An account of no audience (a guest-type account) is never bounced in a circle.
  return own === pathname ? undefined : own;
}

/** The pages that show the account menu: everything under /my and the signed-in tools elsewhere. */
export function isAccountArea(pathname: string): boolean {
  if (pathname.startsWith('/my/')) return true;
  return pathname === paths.reportAuthentication || pathname === paths.activate || pathname === '/tools/add-animal';
}
