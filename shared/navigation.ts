import type { Audience } from './audience.js';
import { paths } from './paths.js';

/** A link of the header menus; `children` makes it a submenu. */
export interface NavItem {
  label: string;
  to: string;
  children?: NavItem[];
}

export interface NavContext {
  audience: Audience;
  signedIn: boolean;
  /** The visitor's known country (null until chosen or detected). */
  countryCode: string | null;
}

type Catalogue = (typeof paths)['breederDogs'];

function breederDogs(c: Catalogue, ctx: NavContext): NavItem[] {
  return [
    { label: 'Best sellers', to: c.root },
    { label: 'Standalone single tests', to: c.singleTests },
    { label: 'Full breed profiles', to: c.fullBreedProfile },
    { label: 'DNA tests', to: c.dnaTests },
    { label: 'DNA profile and parentage', to: c.dnaProfileParentage },
    { label: 'Geno Pet', to: c.genoPet },
    { label: 'Multi packs', to: c.multiPacks },
    { label: 'Breeds', to: c.breeds },
    ...(ctx.countryCode ? [{ label: 'Build custom profile', to: c.buildYourOwnProfile }] : []),
    ...(ctx.countryCode === 'AU' ? [{ label: 'Other products', to: c.innovative }] : []),
  ];
}

function breederCats(c: Catalogue): NavItem[] {
  return [
    { label: 'Best sellers', to: c.root },
    { label: 'Full breed profiles', to: c.fullBreedProfile },
    { label: 'DNA tests', to: c.dnaTests },
    { label: 'DNA profile / parentage', to: c.dnaProfileParentage },
    { label: 'Multi packs', to: c.multiPacks },
    { label: 'Breeds', to: c.breeds },
    { label: 'Build custom profile', to: c.buildYourOwnProfile },
  ];
}

/** Help, paw print, contact us and Resource Centre: on every audience's menu (spec §2). */
const COMMON: NavItem[] = [
  {
    label: 'Help',
    to: paths.help,
    children: [
      { label: 'Resources', to: paths.resources },
      { label: 'FAQs', to: paths.faqs },
      { label: 'Why Pet DNA Lab', to: paths.why('pet-dna-lab') },
      { label: 'News', to: paths.newsAndBlogs },
    ],
  },
  { label: 'Paw Print', to: paths.mergerAnnouncement },
  { label: 'Contact us', to: paths.contactUs },
  { label: 'Resource Centre', to: paths.help },
];

/** The header menu of spec §2 for an audience, sign-in state and known country. */
export function mainMenu(ctx: NavContext): NavItem[] {
  if (ctx.audience === 'breeder') {
    return [
      { label: 'For dogs', to: paths.breederDogs.root, children: breederDogs(paths.breederDogs, ctx) },
      { label: 'For cats', to: paths.breederCats.root, children: breederCats(paths.breederCats) },
      { label: "Breeders' benefits", to: paths.breederBenefits },
      ...COMMON,
    ];
  }
  if (ctx.audience === 'vet') {
    const dogs = paths.vetDogs;
    const cats = paths.vetCats;
    return [
      {
        label: 'For dogs',
        to: dogs.root,
        children: [
          { label: 'Full breed profiles', to: dogs.fullBreedProfile },
          { label: 'DNA tests', to: dogs.dnaTests },
          { label: 'Parentage', to: dogs.dnaProfileParentage },
          { label: 'Geno Pet', to: dogs.genoPet },
        ],
      },
      {
        label: 'For cats',
        to: cats.root,
        children: [
          { label: 'Full breed profiles', to: cats.fullBreedProfile },
          { label: 'DNA tests', to: cats.dnaTests },
          { label: 'Parentage', to: cats.dnaProfileParentage },
        ],
      },
      ...COMMON,
    ];
  }
  if (ctx.audience === 'pet-owner') {
    return [...(ctx.signedIn ? [{ label: 'Shop', to: paths.petOwnerProducts }] : []), ...COMMON];
  }
  // A guest on the home page can shop before choosing an audience: the breeder catalogue is the shop's default.
  return [
    { label: 'Dog tests', to: paths.breederDogs.root, children: guestShop(paths.breederDogs) },
    { label: 'Cat tests', to: paths.breederCats.root, children: guestShop(paths.breederCats) },
    ...COMMON,
  ];
}

function guestShop(c: Catalogue): NavItem[] {
  return [
    { label: 'Best sellers', to: c.root },
    { label: 'Full breed profiles', to: c.fullBreedProfile },
    { label: 'DNA tests', to: c.dnaTests },
    { label: 'DNA profile and parentage', to: c.dnaProfileParentage },
    { label: 'Breeds', to: c.breeds },
  ];
}

export interface QuickButton {
  label: string;
  to: string;
  /** Left out of the compact (mobile drawer) list: spec §2 "kit activation (hidden in one list)". */
  hiddenInCompactList?: boolean;
}

/** Quick buttons of spec §2 per audience and sign-in state. */
export function quickButtons(ctx: Pick<NavContext, 'audience' | 'signedIn'>): QuickButton[] {
  const sampleTracker = { label: 'Sample tracker', to: paths.sampleTracker };
  switch (ctx.audience) {
    case 'breeder':
      return ctx.signedIn
        ? [
            { label: 'Activate kit', to: paths.activate, hiddenInCompactList: true },
            { label: 'My animals', to: paths.myAnimals },
          ]
        : [sampleTracker];
    case 'pet-owner':
      return [sampleTracker, { label: 'Activate kit', to: paths.activate }];
    case 'vet':
      return ctx.signedIn ? [sampleTracker, { label: 'Order supplies', to: paths.orderSupplies }] : [sampleTracker];
    default:
      return [sampleTracker, { label: 'Activate kit', to: paths.activate }];
  }
}

/** Checkout and kit activation replace the menus with a title (spec §2). */
export function headerTitleOf(pathname: string): string | undefined {
  if (pathname === paths.checkout || pathname.startsWith(`${paths.checkout}/`)) return 'Checkout';
  if (pathname === paths.activate || pathname.startsWith(`${paths.activate}/`)) return 'Activate kit';
  return undefined;
}

/** Where the logo leads: the audience's home, or the site home for guests. */
export function audienceHome(audience: Audience): string {
  if (audience === 'breeder') return paths.breeder;
  if (audience === 'vet') return paths.vet;
  if (audience === 'pet-owner') return paths.petOwner;
  return paths.home;
}
