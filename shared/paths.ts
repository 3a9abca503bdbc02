/** The one table of the site's page URLs, used by links, redirects, e-mails and the sitemap. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  breeder: '/breeder',
  vet: '/vet',
  petOwner: '/pet-owner',
  contactUs: '/contact-us',
  help: '/help',
  search: (q: string) => `/search?q=${encodeURIComponent(q)}`,
  checkout: '/checkout',
  activate: '/activate',
  myAnimals: '/my/my-animals',
} as const;
