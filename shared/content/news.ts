import { paths } from '../paths.js';

export interface Article {
  slug: string;
  type: 'news' | 'blog';
  title: string;
  description: string;
  /** ISO date, shown in the storefront's date format. */
  published: string;
  paragraphs: string[];
}

export const MERGER_SLUG = 'merger-announcement';

/** Newest first. */
export const ARTICLES: Article[] = [
  {
    slug: MERGER_SLUG,
    type: 'news',
    title: 'Pet DNA Lab and PawPrint Genomics join forces',
    description:
      'Pet DNA Lab and PawPrint Genomics have merged. What changes for breeders, owners and vets, and what stays the same.',
    published: '2026-10-01',
    paragraphs: [
      'We are delighted to announce that Pet DNA Lab and PawPrint Genomics have merged into one laboratory. Together we bring 15 years of experience in dog and cat genetics, one of the largest test menus in the world, and laboratories on three continents.',
      'For you, very little changes today. Your account, your animals and your results stay exactly where they are, and kits you already hold remain valid. Prices in every storefront stay the same.',
      'Over the coming months, tests developed by PawPrint Genomics will appear in our catalogue, and PawPrint customers will be invited to move their results into a Pet DNA Lab account. Results from either laboratory will be accepted for parentage comparison.',
      'If you have any question about the merger, our customer care team is ready to help through the contact form.',
    ],
  },
  {
    slug: 'new-feline-tests-2026',
    type: 'news',
    title: 'Eight new feline tests bring our cat menu past 60',
    description:
      'We added eight feline DNA tests this year, bringing our cat menu to more than 60 tests across over 350 cat breeds.',
    published: '2026-09-12',
    paragraphs: [
      'Cat breeders asked, and we listened: eight new feline tests are now available, including tests for coat colour variants in rare breeds and two inherited eye conditions.',
      'With them, our cat menu passes 60 tests, covering more than 350 cat breeds and breed varieties. Each new test is included in the relevant full breed profiles at no extra cost, and can be run on samples we already hold.',
    ],
  },
  {
    slug: 'home-pregnancy-test',
    type: 'news',
    title: 'A home pregnancy test for dogs: results in 10 minutes',
    description:
      'Our home pregnancy test for dogs gives a result in 10 minutes with 96% accuracy, from a drop of blood, without a clinic visit.',
    published: '2026-07-20',
    paragraphs: [
      'Waiting to know whether a mating took is one of the longest waits in breeding. Our home pregnancy test detects relaxin from day 25 after mating and gives a result in 10 minutes, with 96% accuracy.',
      'The kit is available in Australia first, among our innovative products, and comes with everything needed for two tests.',
    ],
  },
  {
    slug: 'carrier-is-not-a-dirty-word',
    type: 'blog',
    title: 'A carrier is not a dirty word',
    description: 'Why removing every carrier from a breeding program can harm a breed, and how to breed carriers safely.',
    published: '2026-06-02',
    paragraphs: [
      'When a breeder first sees “carrier” on a certificate, the instinct is often to stop breeding from that animal. For most recessive conditions, that instinct does more harm than good.',
      'A carrier paired with a clear mate never produces an affected puppy or kitten. Removing every carrier shrinks the gene pool and can bring other problems to the surface. Test, pair wisely and keep your best animals in the program.',
    ],
  },
  {
    slug: 'reading-a-breed-profile',
    type: 'blog',
    title: 'How to read a full breed profile in five minutes',
    description:
      'A quick walk through a full breed profile certificate: health results, traits, DNA profile and what to do next.',
    published: '2026-04-18',
    paragraphs: [
      'A full breed profile can list thirty results or more. Start with the health section: anything marked affected or carrier deserves a note in your breeding plan. Then look at traits, which tell you what colours and coats the animal can pass on.',
      'Finally, the DNA profile at the bottom is what makes future parentage checks instant. Keep the certificate’s verification code with your records.',
    ],
  },
];

export const articlePath = (article: Article) => paths.newsArticle(article.slug);
