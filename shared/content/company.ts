import { paths } from '../paths.js';
import { CLAIMS } from './claims.js';
import type { ContentPageData } from './types.js';

export const whyPages: ContentPageData[] = [
  {
    path: paths.why('pet-dna-lab'),
    title: 'Why Pet DNA Lab',
    description:
      'An ISO/IEC 17025 accredited animal genetics laboratory with 15 years of experience, testing dogs and cats for breeders, owners and vets in 13 countries.',
    heading: 'Why Pet DNA Lab',
    lead: 'For 15 years we have tested dogs and cats for the people who breed them, love them and treat them, and we explain every result in plain words.',
    claims: [CLAIMS.experience, CLAIMS.catBreeds, CLAIMS.catTests],
    blocks: [
      {
        heading: 'An accredited laboratory',
        text: [
          'Our laboratory is accredited to ISO/IEC 17025 for DNA profiling and parentage, and every disease test is validated against known positive and negative controls before we offer it.',
          'Each sample is run with controls, and any result that is not clear-cut is repeated before it is released.',
        ],
      },
      {
        heading: 'What we stand for',
        cards: [
          {
            title: 'Results you can verify',
            text: 'Every certificate has a code anyone can check with our report authenticator.',
          },
          { title: 'Science explained', text: 'Each result says what it means for the animal and for its puppies or kittens.' },
          { title: 'Research that gives back', text: 'We fund research into new tests and publish what we find.' },
        ],
      },
      {
        heading: 'Now together with PawPrint Genomics',
        text: ['In 2026 we joined forces with PawPrint Genomics, bringing two laboratories and their test menus under one roof.'],
        cards: [
          { title: 'The merger announcement', text: 'What changes, and what stays the same.', to: paths.mergerAnnouncement },
        ],
      },
    ],
  },
  {
    path: paths.why('full-breed-profile'),
    title: 'Why a full breed profile',
    description:
      'A full breed profile runs every health and trait test relevant to your breed from one swab, for less than the tests cost one by one.',
    heading: 'Why choose a full breed profile?',
    lead: 'Every health and trait test that matters in your breed, from one swab, for less than ordering the tests one by one.',
    actions: [{ label: 'Full breed profiles for dogs', to: paths.breederDogs.fullBreedProfile }],
    blocks: [
      {
        heading: 'What is included',
        list: [
          'All the inherited disease tests relevant to the breed, chosen with breed clubs and published research',
          'Coat colour, pattern and length, and other visible traits of the breed',
          'An ISO-accredited DNA profile, ready for parentage verification of future litters',
          'One certificate per animal, shareable with clubs and buyers',
        ],
      },
      {
        heading: 'When it makes sense',
        text: [
          'Choose a full breed profile for every animal you plan to breed from: it answers every question about the pairing at once, and newly added tests for your breed can be run later from the same sample.',
        ],
      },
    ],
  },
  {
    path: paths.why('geno-pet'),
    title: 'Why Geno Pet',
    description: 'Geno Pet identifies the breeds in your mixed-breed dog from a cheek swab. Free shipping on every Geno Pet kit.',
    heading: 'Why Geno Pet?',
    lead: 'Find out which breeds make up your dog, and what that means for its size, behaviour and health. Shipping is free.',
    claims: [CLAIMS.genoPetShipping],
    actions: [{ label: 'Shop Geno Pet', to: paths.breederDogs.genoPet }],
    blocks: [
      {
        heading: 'What you learn',
        list: [
          'The breeds in your dog’s ancestry, back to the great-grandparents',
          'The share of each breed, shown on a family tree',
          'Health conditions common in those breeds, to discuss with your vet',
        ],
      },
    ],
  },
  {
    path: paths.why('dna-profile'),
    title: 'Why a DNA profile',
    description:
      'An ISO-accredited DNA profile identifies your animal for life and lets you verify the parentage of every litter.',
    heading: 'Why a DNA profile?',
    lead: 'A DNA profile is your animal’s genetic fingerprint: it proves identity for life and verifies parentage for every litter.',
    actions: [{ label: 'DNA profile and parentage', to: paths.breederDogs.dnaProfileParentage }],
    blocks: [
      {
        heading: 'Uses of a DNA profile',
        list: [
          'Verify that a puppy or kitten is from the stated dam and sire',
          'Sort out litters with more than one possible sire',
          'Meet the registration rules of many kennel and cat clubs',
          'Prove identity if an animal is lost, stolen or disputed',
        ],
      },
    ],
  },
];

export const partners: ContentPageData = {
  path: paths.partners,
  title: 'Our partners',
  description:
    'The breed clubs, universities, veterinary groups and distributors we work with to bring DNA testing to more dogs and cats.',
  heading: 'Our partners',
  lead: 'We work with breed clubs, universities and veterinary groups to develop new tests and bring them to the animals that need them.',
  blocks: [
    {
      heading: 'Who we work with',
      cards: [
        {
          title: 'Breed clubs',
          text: 'Clubs choose the tests in their breed’s full breed profile and see the results members share.',
        },
        {
          title: 'Universities',
          text: 'Joint research projects find the variants behind inherited diseases and validate new tests.',
        },
        { title: 'Veterinary groups', text: 'Practice groups order on account and refer cases for research.' },
        { title: 'Distributors', text: 'Local partners sell our kits and collect samples where post is slow.' },
      ],
    },
    {
      heading: 'Become a partner',
      text: [
        'Clubs, researchers and practices who want to work with us can write to us through the contact form; choose “Partnership”.',
      ],
      cards: [{ title: 'Contact us', text: 'Tell us what you have in mind.', to: paths.contactUs }],
    },
  ],
};

export const contactUs: ContentPageData = {
  path: paths.contactUs,
  title: 'Contact us',
  description:
    'Questions about tests, samples, orders or results? Write to Pet DNA Lab customer care; we answer within two working days.',
  heading: 'Contact us',
  lead: 'Questions about a test, a sample, an order or a result? Write to us and our customer care team answers within two working days.',
  blocks: [
    {
      heading: 'Before you write',
      list: [
        'Where is my sample? Use the sample tracker with your kit barcode.',
        'How do I read my results? Most questions are answered in the resource centre.',
        'Is a certificate genuine? Check it with the report authenticator.',
      ],
    },
    {
      heading: 'Opening hours',
      text: ['Monday to Friday, 9:00 to 17:00 in each storefront’s local time. English Support.'],
    },
  ],
};

export const loyaltyProgram: ContentPageData = {
  path: paths.loyaltyProgram,
  title: 'Loyalty program',
  description:
    'Earn loyalty points on every order and redeem them against future DNA tests. How points are earned, redeemed and when they expire.',
  heading: 'Loyalty program',
  lead: 'Every order earns points, and points pay for future tests. Members are enrolled automatically when they open an account.',
  blocks: [
    {
      heading: 'How it works',
      steps: [
        { title: 'Earn', text: 'Earn one point for every whole unit of currency you spend on tests (shipping excluded).' },
        { title: 'Collect', text: 'Points appear in your account once the order is paid.' },
        { title: 'Redeem', text: 'At checkout, choose how many points to use; 100 points take 5 off the order total.' },
      ],
    },
    {
      heading: 'The fine print',
      list: [
        'Points expire 24 months after the order that earned them.',
        'Points cannot be exchanged for cash or transferred to another account.',
        'Refunded orders remove the points they earned.',
      ],
    },
  ],
};

export const showSecretaries: ContentPageData = {
  path: paths.showSecretaries,
  title: 'Show secretaries',
  description:
    'Support for dog and cat show secretaries: sponsorship, on-site DNA collection, prizes and materials for your exhibitors.',
  heading: 'For show secretaries',
  lead: 'We support dog and cat shows with sponsorship, prizes and on-site sample collection, so exhibitors can test while they are there.',
  actions: [{ label: 'Request sponsorship', to: paths.showSponsorship }],
  blocks: [
    {
      heading: 'What we can offer your show',
      cards: [
        { title: 'Prize vouchers', text: 'DNA test vouchers for best in show, best puppy or best kitten.' },
        { title: 'On-site collection', text: 'A trained collection agent swabs exhibitors’ animals at the venue.' },
        { title: 'Catalogue advertising', text: 'We sponsor your catalogue in exchange for an advertisement.' },
      ],
    },
    {
      heading: 'How to apply',
      text: ['Send the request at least eight weeks before the show with the date, venue and expected number of entries.'],
    },
  ],
};

export const researchInnovation: ContentPageData = {
  path: paths.researchInnovation,
  title: 'Research and innovation',
  description:
    'Our research program develops new DNA tests for dogs and cats with breeders, vets and universities. Join the epilepsy project or apply for research funding.',
  heading: 'Research and innovation',
  lead: 'Every test we sell began as a research question. We fund projects with universities and breed clubs, and we invite owners of affected animals to take part.',
  actions: [{ label: 'Apply to take part', to: paths.researchInnovationApply }],
  blocks: [
    {
      heading: 'Current projects',
      cards: [
        {
          title: 'Idiopathic epilepsy in dogs',
          text: 'We are collecting DNA from affected dogs and their healthy relatives in breeds where epilepsy runs in families.',
        },
        {
          title: 'Feline hypertrophic cardiomyopathy',
          text: 'Looking for new variants in breeds beyond Maine Coon and Ragdoll.',
        },
        { title: 'Coat colour in rare cat breeds', text: 'Mapping the colour variants of the 350+ cat breeds we test.' },
      ],
    },
    {
      heading: 'How taking part works',
      steps: [
        { title: 'Apply', text: 'Tell us about your animal and its diagnosis with the application form.' },
        { title: 'Receive a free kit', text: 'If your animal fits a project, we send a free sampling kit.' },
        { title: 'Hear what we find', text: 'Participants receive project updates and the first access to new tests.' },
      ],
    },
  ],
};

export const researchApply: ContentPageData = {
  path: paths.researchInnovationApply,
  title: 'Apply to a research project',
  description: 'Apply to take part in a Pet DNA Lab research project with your dog or cat, or propose a research collaboration.',
  heading: 'Apply to a research project',
  lead: 'Tell us about your animal, its breed and diagnosis, or about the research you would like to do with us.',
  blocks: [],
};
