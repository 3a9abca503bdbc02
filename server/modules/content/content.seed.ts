import type { DbExecutor } from '../../db/database.js';
import { articles, banners } from './content.schema.js';

const MERGER_SLUG = 'merger-announcement';

/**
 * The shop's articles and banners as they were written into the code before the back office edited them
 * (issue 19 §4): loaded once into a new database, demo or not, and from then on edited at /admin/content.
 */
const ARTICLES: (typeof articles.$inferInsert)[] = [
  {
    slug: MERGER_SLUG,
    kind: 'news',
    title: 'Pet DNA Lab and PawPrint Genomics join forces',
    description:
      'Pet DNA Lab and PawPrint Genomics have merged. What changes for breeders, owners and vets, and what stays the same.',
    publishOn: '2026-10-01',
    body: [
      'We are delighted to announce that Pet DNA Lab and PawPrint Genomics have merged into one laboratory. Together we bring 15 years of experience in dog and cat genetics, one of the largest test menus in the world, and laboratories on three continents.',
      'For you, very little changes today. Your account, your animals and your results stay exactly where they are, and kits you already hold remain valid. Prices in every storefront stay the same.',
      'Over the coming months, tests developed by PawPrint Genomics will appear in our catalogue, and PawPrint customers will be invited to move their results into a Pet DNA Lab account. Results from either laboratory will be accepted for parentage comparison.',
      'If you have any question about the merger, our customer care team is ready to help through the contact form.',
    ].join('\n\n'),
  },
  {
    slug: 'new-feline-tests-2026',
    kind: 'news',
    title: 'Eight new feline tests bring our cat menu past 60',
    description:
      'We added eight feline DNA tests this year, bringing our cat menu to more than 60 tests across over 350 cat breeds.',
    publishOn: '2026-09-12',
    body: [
      'Cat breeders asked, and we listened: eight new feline tests are now available, including tests for coat colour variants in rare breeds and two inherited eye conditions.',
      'With them, our cat menu passes 60 tests, covering more than 350 cat breeds and breed varieties. Each new test is included in the relevant full breed profiles at no extra cost, and can be run on samples we already hold.',
    ].join('\n\n'),
  },
  {
    slug: 'home-pregnancy-test',
    kind: 'news',
    title: 'A home pregnancy test for dogs: results in 10 minutes',
    description:
      'Our home pregnancy test for dogs gives a result in 10 minutes with 96% accuracy, from a drop of blood, without a clinic visit.',
    publishOn: '2026-07-20',
    body: [
      'Waiting to know whether a mating took is one of the longest waits in breeding. Our home pregnancy test detects relaxin from day 25 after mating and gives a result in 10 minutes, with 96% accuracy.',
      'The kit is available in Australia first, among our innovative products, and comes with everything needed for two tests.',
    ].join('\n\n'),
  },
  {
    slug: 'carrier-is-not-a-dirty-word',
    kind: 'blog',
    title: 'A carrier is not a dirty word',
    description: 'Why removing every carrier from a breeding program can harm a breed, and how to breed carriers safely.',
    publishOn: '2026-06-02',
    body: [
      'When a breeder first sees “carrier” on a certificate, the instinct is often to stop breeding from that animal. For most recessive conditions, that instinct does more harm than good.',
      'A carrier paired with a clear mate never produces an affected puppy or kitten. Removing every carrier shrinks the gene pool and can bring other problems to the surface. Test, pair wisely and keep your best animals in the program.',
    ].join('\n\n'),
  },
  {
    slug: 'reading-a-breed-profile',
    kind: 'blog',
    title: 'How to read a full breed profile in five minutes',
    description:
      'A quick walk through a full breed profile certificate: health results, traits, DNA profile and what to do next.',
    publishOn: '2026-04-18',
    body: [
      'A full breed profile can list thirty results or more. Start with the health section: anything marked affected or carrier deserves a note in your breeding plan. Then look at traits, which tell you what colours and coats the animal can pass on.',
      'Finally, the DNA profile at the bottom is what makes future parentage checks instant. Keep the certificate’s verification code with your records.',
    ].join('\n\n'),
  },
];

const BANNERS: (typeof banners.$inferInsert)[] = [
  {
    placement: 'announcement',
    title: null,
    text: 'Pet DNA Lab and PawPrint Genomics are now one laboratory.',
    linkLabel: 'Read what it means for you',
    linkUrl: `/news-and-blogs/${MERGER_SLUG}`,
  },
  {
    placement: 'research',
    title: 'Help us map the genetics of epilepsy in dogs',
    text: 'Our research project is looking for DNA from affected dogs and their healthy relatives. Taking part is free, and every sample brings a DNA test closer.',
    linkLabel: 'About the research project',
    linkUrl: '/research-innovation',
  },
];

export async function seedContent(tx: DbExecutor): Promise<void> {
  await tx
    .insert(articles)
    .values(ARTICLES.map((article) => ({ ...article, status: 'published' as const })))
    .onConflictDoNothing({ target: articles.slug });
  await tx.insert(banners).values(BANNERS).onConflictDoNothing({ target: banners.placement });
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Demo: a draft being written and an article scheduled for next week, so the back office shows every state. */
export async function seedDemoContent(tx: DbExecutor): Promise<void> {
  await tx
    .insert(articles)
    .values([
      {
        slug: 'show-season-sampling-days',
        kind: 'news',
        title: 'Sampling days at the spring shows',
        description: 'Our collection team will swab at six championship shows this spring. Book your slot ahead.',
        publishOn: inDays(7),
        status: 'published',
        storefronts: ['AU', 'NZ'],
        body: [
          'Our collection team is coming to **six championship shows** this spring. Bring your dogs and cats, and we take the cheek swabs, scan the microchips and witness the collection, so every result can be certified.',
          '## How to book',
          '1. Choose the show on the [show sponsorship page](/resources/show-sponsorship).',
          '2. Order the kits you need ahead, so they are waiting at our stand.',
          '3. Bring each animal’s registration papers.',
        ].join('\n\n'),
      },
      {
        slug: 'understanding-incomplete-penetrance',
        kind: 'blog',
        title: 'At risk is not affected: incomplete penetrance explained',
        description: 'Why a dog with two copies of the DM variant may never show signs, and what that means for breeding.',
        publishOn: inDays(14),
        status: 'draft',
        storefronts: [],
        body: [
          'Some results read *at risk* rather than *affected*. For conditions such as degenerative myelopathy, many dogs with two copies of the variant never show signs.',
          '_Draft: add the breeder’s checklist before publishing._',
        ].join('\n\n'),
      },
    ])
    .onConflictDoNothing({ target: articles.slug });
}
