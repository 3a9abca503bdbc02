import { paths } from '../paths.js';
import type { ContentPageData } from './types.js';

export const terms: ContentPageData = {
  path: paths.terms,
  title: 'Terms and conditions',
  description: 'The terms on which Pet DNA Lab sells DNA test kits and provides testing services, results and accounts.',
  heading: 'Terms and conditions',
  lead: 'These terms apply to every order placed in any of our storefronts. Last updated 1 November 2026.',
  blocks: [
    {
      heading: '1. Orders and prices',
      text: [
        'Prices are shown in the currency of your storefront and include the taxes that storefront must charge. An order is accepted when we confirm it by email.',
        'Vet practices with an approved account may pay by monthly invoice; invoices are due within 30 days.',
      ],
    },
    {
      heading: '2. Kits and samples',
      text: [
        'A kit is valid for 24 months from purchase. If a sample does not give a result, we send a free replacement kit once; if the second sample fails too, we refund that test.',
        'You confirm that the sample comes from the animal you named when activating the kit.',
      ],
    },
    {
      heading: '3. Results',
      text: [
        'Results report the genotype found in the sample. They are not a diagnosis: discuss health results with your veterinarian.',
        'Turnaround times are estimates; most results are ready 2–4 weeks after the sample arrives.',
      ],
    },
    {
      heading: '4. Cancellations and refunds',
      text: [
        'You may cancel an order for a refund until the kit is activated or the sample has arrived, whichever is first. Shipping costs already incurred are not refunded.',
      ],
    },
    {
      heading: '5. Liability and governing law',
      text: [
        'Our liability for any order is limited to the price paid for it, except where the law does not allow a limit. These terms are governed by the law of the country of your storefront.',
      ],
    },
  ],
};

export const privacy: ContentPageData = {
  path: paths.privacy,
  title: 'Privacy and disclosure',
  description:
    'How Pet DNA Lab collects, uses, shares and protects personal data and animal genetic data, and the choices you have.',
  heading: 'Privacy and disclosure',
  lead: 'We collect only what we need to test your animals and run your account, and we never sell it. Last updated 1 November 2026.',
  blocks: [
    {
      heading: 'What we collect',
      list: [
        'Your name, contact details and addresses, to deliver kits and invoices',
        'Details of your animals and their samples, to test them and report results',
        'Payment confirmations from our payment providers (we never see or store full card numbers)',
        'Technical data such as cookies that remember your country, audience and sign-in',
      ],
    },
    {
      heading: 'Cookies we set',
      table: [
        ['Cookie', 'Purpose', 'Kept for'],
        ['country, currency', 'The storefront and currency you chose', '31 days'],
        ['user_type', 'Whether you browse as a breeder, pet owner or vet', '7 days'],
        ['campaign_popup_dismissed', 'That you closed the current offer', '7 days'],
        ['sid', 'Keeps you signed in', 'Until you sign out'],
      ],
    },
    {
      heading: 'Who sees your data',
      text: [
        'Results are private to your account until you share them: with a vet, a club, a buyer or through a transfer. De-identified genetic data may be used for research; you can opt out at any time.',
      ],
    },
    {
      heading: 'Your rights',
      text: [
        'You may ask for a copy of your data, its correction or its deletion by writing to customer care. Deleting an account removes its personal data; results shared with others stay with them.',
      ],
    },
  ],
};
