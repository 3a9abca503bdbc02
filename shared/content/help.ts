import { paths } from '../paths.js';
import type { ContentPageData, Faq } from './types.js';

export interface FaqGroup {
  topic: string;
  faqs: Faq[];
}

export const FAQ_GROUPS: FaqGroup[] = [
  {
    topic: 'Ordering',
    faqs: [
      {
        question: 'Which test should I order?',
        answer:
          'Breeders usually choose the full breed profile, which bundles every test relevant to the breed. Owners of mixed-breed dogs start with Geno Pet. If you are unsure, ask customer care with the breed and what you want to know.',
      },
      {
        question: 'Can I pay in my own currency?',
        answer: 'Yes. Each of our 13 storefronts sells in its local currency; choose your country with the country button.',
      },
      {
        question: 'Do you ship to my country?',
        answer:
          'We ship to every country in the country list. Countries without their own storefront are served by the nearest one.',
      },
    ],
  },
  {
    topic: 'Samples',
    faqs: [
      {
        question: 'How long is a swab stable?',
        answer: 'A dried cheek swab is stable for at least four weeks at room temperature. Avoid heat and moisture.',
      },
      {
        question: 'Can I test a puppy or kitten?',
        answer: 'Yes, from any age, as long as it has been away from its mother and litter-mates for an hour before sampling.',
      },
      {
        question: 'What if my sample fails?',
        answer: 'We send a free replacement kit. Failures are rare when the swab guide is followed.',
      },
    ],
  },
  {
    topic: 'Results',
    faqs: [
      {
        question: 'How long do results take?',
        answer:
          'Most results are ready 2–4 weeks after the sample arrives. Parentage may take longer when the parents have not been profiled yet.',
      },
      {
        question: 'How do I share a result?',
        answer:
          'Open the animal in your account and choose Share, or send the certificate: its verification code can be checked by anyone.',
      },
      {
        question: 'My animal is a carrier. Can I breed from it?',
        answer:
          'For recessive conditions, yes: breed a carrier only to a clear animal. No puppy or kitten will be affected, though some will be carriers.',
      },
    ],
  },
  {
    topic: 'Account',
    faqs: [
      {
        question: 'I forgot my password.',
        answer: 'Choose Login, then “Forgot password”, and we email you a link to set a new one.',
      },
      {
        question: 'Can my vet see my results?',
        answer: 'Only if you share the animal with them, or if the vet ordered the test for you.',
      },
    ],
  },
];

export const helpPage: ContentPageData = {
  path: paths.help,
  title: 'Resource centre and FAQs',
  description:
    'The Pet DNA Lab resource centre: answers to frequent questions on ordering, sampling, results and accounts, with guides and fact sheets.',
  heading: 'Resource centre',
  lead: 'Answers to the questions we hear most, with guides for every step from ordering to reading results.',
  blocks: [
    {
      heading: 'Guides',
      cards: [
        { title: 'How to take a DNA sample', text: 'The swab guide, step by step.', to: paths.howToTakeDnaSample },
        { title: 'Fact sheets', text: 'What each test and result means.', to: paths.resourceFactSheet },
        { title: 'International shipping', text: 'Sending samples from abroad.', to: paths.internationalShipping },
        { title: 'Website help', text: 'Accounts, activation and results online.', to: paths.websiteHelp },
      ],
    },
  ],
};

/** Case-insensitive match of every word of the query against question and answer. */
export function searchFaqs(groups: FaqGroup[], query: string): FaqGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      topic: group.topic,
      faqs: group.faqs.filter((faq) => {
        const text = `${faq.question} ${faq.answer}`.toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.faqs.length > 0);
}
