/** The one table of the site's page URLs, used by links, redirects, e-mails and the sitemap. */
type Species = 'dogs' | 'cats';

/** The catalogue of one audience and species, e.g. /breeder/for-dogs/dna-tests (built by the catalogue). */
function catalogue(audience: 'breeder' | 'vet', species: Species) {
  const root = `/${audience}/for-${species}`;
  return {
    root,
    dnaTests: `${root}/dna-tests`,
    fullBreedProfile: `${root}/full-breed-profile?sort=all`,
    dnaProfileParentage: `${root}/dna-profile-parentage`,
    genoPet: `${root}/geno-pet`,
    innovative: `${root}/innovative`,
    buildYourOwnProfile: `${root}/build-your-own-profile`,
    multiPacks: `${root}/multi-packs`,
    breeds: `${root}/breeds`,
    singleTests: `${root}/${species === 'dogs' ? 'dog' : 'cat'}-dna-tests`,
    breed: (slug: string, id: number) => `${root}/breeds/${slug}/${id}`,
  };
}

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  registerBreeder: '/register/breeder',
  registerVet: '/register/vet',
  logout: '/api/auth/logout',
  registerConfirm: '/register/confirm',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  adminUsers: '/admin/users',
  adminLab: '/admin/lab',
  adminOrders: '/admin/orders',
  adminSupplies: '/admin/supplies',

  breeder: '/breeder',
  breederDogs: catalogue('breeder', 'dogs'),
  breederCats: catalogue('breeder', 'cats'),
  breederBenefits: '/breeder/breeder-benefits',
  responsibleBreederProgram: '/breeder/responsible-breeder-program',
  responsibleBreederProgramForm: '/breeder/responsible-breeder-program/form',
  responsibleBreederProgramSearch: '/breeder/responsible-breeder-program/search',
  vet: '/vet',
  vetDogs: catalogue('vet', 'dogs'),
  vetCats: catalogue('vet', 'cats'),
  petOwner: '/pet-owner',
  petOwnerProducts: '/pet-owner/products',

  why: (product: string) => `/why-${product}`,
  contactUs: '/contact-us',
  partners: '/partners',
  resources: '/resources',
  resourceForms: '/resources/forms',
  resourceFactSheet: '/resources/fact-sheet',
  internationalShipping: '/resources/international-shipping',
  showSponsorship: '/resources/show-sponsorship',
  collectionAgentNomination: '/resources/collection-agent-nomination',
  collectionAgents: '/resources/collection-agents',
  forensics: '/resources/forensics',
  websiteHelp: '/resources/website-help',
  showSecretaries: '/show-secretaries',
  terms: '/terms-and-conditions',
  privacy: '/privacy-and-disclosure',
  loyaltyProgram: '/loyalty-program',
  howToTakeDnaSample: '/how-to-take-dna-sample',
  newsAndBlogs: '/news-and-blogs',
  newsArticle: (slug: string) => `/news-and-blogs/${slug}`,
  researchInnovation: '/research-innovation',
  researchInnovationApply: '/research-innovation/apply',
  mergerAnnouncement: '/news-and-blogs/merger-announcement',
  help: '/help',
  faqs: '/help#faqs',
  searchPage: '/search',
  search: (q: string) => `/search?q=${encodeURIComponent(q)}`,

  checkout: '/checkout',
  cart: '/cart',
  checkoutComplete: '/checkout/complete',
  myOrders: '/my/orders',
  myPendingOrders: '/my/pending-orders',
  myInvoices: '/my/invoices',
  multipackTransfer: '/my/oripacks/transfer',
  activate: '/activate',
  myAnimals: '/my/my-animals',
  myAnimal: (id: number) => `/my/animals/${id}`,
  myPatients: '/my/my-patients',
  myProfile: '/my/my-profile',
  myCustomProfiles: '/my/custom-profiles',
  orderSupplies: '/my/order-supplies',
  sampleTracker: '/tools/sample-tracker',
  reportAuthentication: '/tools/report-authentication',
  microchipChecker: '/tools/microchip-checker',
  myMicrochipChecker: '/my/microchip-checker',
  /** Account tool `parentage-request`. */
  myParentageRequests: '/my/parentage-requests',
  /** The parentage page with an animal chosen as the offspring (from the animal's results). */
  myParentageRequestFor: (offspringId: number) => `/my/parentage-requests?offspring=${offspringId}`,
  breedingStrategy: '/my/breeding-strategy',
  /** The litter planner with one parent chosen, as an animal's page links to it. */
  planLitter: (animalId: number, gender: 'male' | 'female') =>
    `/my/breeding-strategy?${gender === 'female' ? 'damId' : 'sireId'}=${animalId}#litter-planner`,
  felineColour: '/my/feline-colour',
  /** The signed-in checker with a chip to search, as the public page and sign-in hand it over. */
  myMicrochipCheck: (chip: string) => `/my/microchip-checker?chip=${encodeURIComponent(chip)}`,
  /** Test mode's local payment page (no provider keys configured). */
  testPayment: (id: string) => `/checkout/test-payment/${encodeURIComponent(id)}`,
} as const;
