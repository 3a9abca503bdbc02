import { paths } from '../paths.js';
import type { ContentPageData } from './types.js';

export const resources: ContentPageData = {
  path: paths.resources,
  title: 'Resources',
  description: 'Forms, fact sheets, shipping information, collection agents and website help for Pet DNA Lab customers.',
  heading: 'Resources',
  lead: 'Everything you need to order, sample, ship and understand your DNA tests.',
  blocks: [
    {
      heading: 'Browse the resources',
      cards: [
        { title: 'Forms', text: 'Sample submission, parentage and collection forms to print.', to: paths.resourceForms },
        { title: 'Fact sheets', text: 'What each disease and trait test means, in plain words.', to: paths.resourceFactSheet },
        {
          title: 'International shipping',
          text: 'How to send samples from every country we serve.',
          to: paths.internationalShipping,
        },
        { title: 'Show sponsorship', text: 'Support for dog and cat shows.', to: paths.showSponsorship },
        {
          title: 'Become a collection agent',
          text: 'Nominate a vet or trained person to collect samples.',
          to: paths.collectionAgentNomination,
        },
        { title: 'Collection agents', text: 'Find an approved collection agent near you.', to: paths.collectionAgents },
        { title: 'Forensics', text: 'Animal DNA evidence for legal cases.', to: paths.forensics },
        { title: 'Website help', text: 'Accounts, ordering, activation and results on this site.', to: paths.websiteHelp },
        { title: 'How to take a DNA sample', text: 'A step-by-step swab guide.', to: paths.howToTakeDnaSample },
      ],
    },
  ],
};

export const resourceForms: ContentPageData = {
  path: paths.resourceForms,
  title: 'Forms',
  description: 'Printable sample submission, parentage, collection agent and blood sample forms for Pet DNA Lab tests.',
  heading: 'Forms',
  lead: 'Most orders need no paperwork: activating the kit online is enough. These forms cover the cases that do.',
  blocks: [
    {
      heading: 'Available forms',
      table: [
        ['Form', 'When you need it'],
        ['Sample submission form', 'Sending a sample without an activated kit, e.g. a blood sample from your vet'],
        ['Parentage request form', 'Verifying a litter against a dam and one or more possible sires'],
        ['Collection agent declaration', 'When a club requires an independent person to witness the sample'],
        ['Research participation form', 'Sending samples for one of our research projects'],
      ],
    },
    {
      heading: 'Getting a form',
      text: [
        'Signed-in customers find every form under Resources in their account. Anyone else can ask customer care and we send the form by email the same day.',
      ],
      cards: [{ title: 'Ask for a form', text: 'Write to customer care.', to: paths.contactUs }],
    },
  ],
};

export const factSheet: ContentPageData = {
  path: paths.resourceFactSheet,
  title: 'Fact sheets',
  description:
    'Fact sheets for our dog and cat DNA tests: what each condition is, how it is inherited and how to use the result when breeding.',
  heading: 'Fact sheets',
  lead: 'Each test has a fact sheet: what the condition or trait is, how it is inherited, and how to use the result.',
  blocks: [
    {
      heading: 'Reading a result',
      table: [
        ['Result', 'What it means', 'Breeding advice'],
        ['Clear (N/N)', 'No copy of the variant', 'Can be bred to any animal'],
        ['Carrier (N/m)', 'One copy; usually unaffected for recessive conditions', 'Breed only to a clear animal'],
        ['Affected (m/m)', 'Two copies; at risk of the condition', 'Breed only to a clear animal; discuss with your vet'],
      ],
    },
    {
      heading: 'Examples',
      cards: [
        { title: 'Progressive retinal atrophy (prcd-PRA)', text: 'Late-onset blindness in many dog breeds; recessive.' },
        {
          title: 'Degenerative myelopathy (SOD1)',
          text: 'Spinal cord disease of older dogs; recessive with incomplete penetrance.',
        },
        { title: 'Polycystic kidney disease (PKD1)', text: 'Kidney cysts in Persian and related cats; dominant.' },
      ],
    },
  ],
};

export const internationalShipping: ContentPageData = {
  path: paths.internationalShipping,
  title: 'International shipping',
  description:
    'How to send DNA samples to Pet DNA Lab from each country we serve, transit times and customs wording for cheek swabs.',
  heading: 'International shipping',
  lead: 'Cheek swabs are not a biological hazard and travel by ordinary post. Here is how to send them from where you are.',
  blocks: [
    {
      heading: 'Transit times',
      table: [
        ['Storefront', 'Kits reach you', 'Samples reach us'],
        ['Australia, New Zealand', '3–7 days', '5–10 days'],
        ['United States, Canada', '4–8 days', '5–10 days'],
        ['United Kingdom and Europe', '3–6 days', '4–8 days'],
      ],
    },
    {
      heading: 'Packing your samples',
      list: [
        'Let swabs air-dry for 5 minutes before putting them back in their sleeve.',
        'Use the prepaid envelope; one envelope can hold samples from several animals.',
        'Write on customs forms: “Animal cheek swab for DNA test, non-infectious, no commercial value”.',
        'Never send samples in plastic bags: they trap moisture.',
      ],
    },
    {
      heading: 'Other countries',
      text: [
        'We ship to many countries beyond our 13 storefronts; each is served by the storefront nearest to it, in that storefront’s currency. Choose your country in the country dialog to see prices.',
      ],
    },
  ],
};

export const showSponsorship: ContentPageData = {
  path: paths.showSponsorship,
  title: 'Show sponsorship',
  description:
    'Request sponsorship for your dog or cat show: prize vouchers, catalogue sponsorship and on-site sample collection.',
  heading: 'Show sponsorship',
  lead: 'Tell us about your show and what would help most. We answer every request within ten working days.',
  blocks: [],
};

export const collectionAgentNomination: ContentPageData = {
  path: paths.collectionAgentNomination,
  title: 'Become a collection agent',
  description:
    'Nominate a vet, vet nurse or trained person as a Pet DNA Lab collection agent, to witness and take samples for clubs that require it.',
  heading: 'Become a collection agent',
  lead: 'Some clubs and registries need samples taken by an independent person. Nominate yourself or someone you trust as a collection agent.',
  blocks: [
    {
      heading: 'Who can be an agent',
      list: [
        'Veterinarians and veterinary nurses',
        'Breed club officials approved by their club',
        'Anyone who completes our short online training, if their club accepts it',
      ],
    },
  ],
};

export const collectionAgents: ContentPageData = {
  path: paths.collectionAgents,
  title: 'Collection agents',
  description: 'How to find an approved Pet DNA Lab collection agent, and what happens when an agent collects a sample for you.',
  heading: 'Collection agents',
  lead: 'A collection agent checks your animal’s microchip, takes the swab and signs the declaration, so clubs can trust the sample.',
  blocks: [
    {
      heading: 'Finding an agent',
      text: [
        'Search the approved agents above by town, region or postcode and contact one to book a collection. Any veterinary practice can also act as your agent.',
      ],
    },
    {
      heading: 'What the agent does',
      steps: [
        { title: 'Identify', text: 'Scans the microchip and checks it against the kit.' },
        { title: 'Sample', text: 'Takes the cheek swab and seals it in front of you.' },
        { title: 'Declare', text: 'Signs the declaration that is sent with the sample.' },
      ],
    },
  ],
};

export const forensics: ContentPageData = {
  path: paths.forensics,
  title: 'Forensics',
  description:
    'Animal DNA forensics: identity, parentage and evidence matching for legal cases, insurers and authorities, with chain of custody.',
  heading: 'Animal DNA forensics',
  lead: 'Our accredited laboratory analyses animal DNA for lawyers, insurers and authorities, with full chain of custody and expert reports.',
  blocks: [
    {
      heading: 'Casework we take',
      list: [
        'Identity of a lost, stolen or disputed animal',
        'Parentage disputes between breeders and buyers',
        'Matching hair, saliva or blood evidence to an animal',
        'Expert witness statements explaining the findings',
      ],
    },
    {
      heading: 'Getting in touch',
      text: [
        'Forensic cases start with a conversation. Write to us with the nature of the case, and a forensic scientist will reply.',
      ],
      cards: [{ title: 'Contact the forensics team', text: 'Choose “Forensics” as your subject.', to: paths.contactUs }],
    },
  ],
};

export const websiteHelp: ContentPageData = {
  path: paths.websiteHelp,
  title: 'Website help',
  description:
    'Help with this website: choosing your country, creating an account, ordering, activating a kit and finding your results.',
  heading: 'Website help',
  lead: 'Short answers to the questions we hear most about using this website.',
  blocks: [
    {
      heading: 'Using the site',
      faqs: [
        {
          question: 'How do I change my country or currency?',
          answer: 'Use the country button in the header (in the menu on a phone). The page reloads in the shop you choose.',
        },
        {
          question: 'Do I need an account to order?',
          answer:
            'You can browse without one, but an account keeps your animals, kits and results together. Breeders and vets get their own prices.',
        },
        {
          question: 'Where do I activate my kit?',
          answer: 'Choose “Activate kit” in the header, enter the barcode printed on the kit, and tell us about your animal.',
        },
        {
          question: 'Which browsers are supported?',
          answer: 'The current and previous versions of Chrome, Edge, Firefox and Safari, on computers and phones.',
        },
      ],
    },
  ],
};

export const howToTakeSample: ContentPageData = {
  path: paths.howToTakeDnaSample,
  title: 'How to take a DNA sample',
  description:
    'Step-by-step guide to taking a cheek swab DNA sample from your dog or cat, drying it, and posting it back to the laboratory.',
  heading: 'How to take a DNA sample',
  lead: 'A cheek swab takes under a minute and does not hurt. Follow these steps and your sample will give a result the first time.',
  blocks: [
    {
      heading: 'Step by step',
      steps: [
        {
          title: 'Activate the kit first',
          text: 'Activate the kit online with its barcode so we know which animal the sample belongs to.',
        },
        {
          title: 'Wait an hour after food',
          text: 'Do not let the animal eat, drink or play with toys or other animals for one hour before sampling.',
        },
        { title: 'Wash your hands', text: 'Touch only the handle of the swab, never the bristles.' },
        {
          title: 'Swab the cheek',
          text: 'Rub the swab firmly between the cheek and gum for 20 seconds, rolling it as you go. Use both swabs, one per side.',
        },
        { title: 'Air-dry', text: 'Let the swabs dry for 5 minutes, bristles up, without touching anything.' },
        { title: 'Pack and post', text: 'Put the swabs back in their sleeve, seal it and post it in the prepaid envelope.' },
      ],
    },
    {
      heading: 'Tips for puppies, kittens and nursing mothers',
      list: [
        'Separate puppies and kittens from their mother and litter-mates for one hour first, so no milk or saliva mixes in.',
        'For very small mouths, swab for 30 seconds to collect enough cells.',
        'If you are unsure, ask your vet to take the sample.',
      ],
    },
  ],
};
