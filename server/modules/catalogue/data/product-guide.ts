/**
 * The buyer's questions answered once per kind of product (docs/decisions/1001). The product page reads
 * them through `productGuide`; a product's own facts (name, breeds, sample type, turnaround) come from its
 * catalogue row, never from here.
 */

export type GuideFamily = 'test' | 'profile' | 'parentage' | 'ancestry' | 'credits' | 'goods';

export interface GuideQuestion {
  question: string;
  answer: string;
}

/** The swab kit every test ships in; cats get the smaller swabs. */
export const SWAB_KIT: Record<'canine' | 'feline' | 'any', string[]> = {
  canine: [
    'Two sterile cheek swabs',
    'A barcode label for each swab, to activate the kit online',
    'A sample envelope and a prepaid reply envelope',
    'Step-by-step swabbing instructions',
  ],
  feline: [
    'Two small cheek swabs sized for cats and kittens',
    'A barcode label for each swab, to activate the kit online',
    'A sample envelope and a prepaid reply envelope',
    'Step-by-step swabbing instructions',
  ],
  any: [
    'Two sterile cheek swabs',
    'A barcode label for each swab, to activate the kit online',
    'A sample envelope and a prepaid reply envelope',
    'Step-by-step swabbing instructions',
  ],
};

export const CREDITS_BOX = (kits: number) => [
  `${kits} test ${kits === 1 ? 'credit' : 'credits'} on your test-kit balance as soon as the order is paid`,
  'Redeem a credit for the tests you choose when you activate a kit, one animal at a time',
  'No parcel: swab with a sample collection kit (spare kits are in Kits and supplies)',
];

export const RESULTS_DELIVERY: Record<Exclude<GuideFamily, 'goods'>, string> = {
  test: 'Online in your account the day the lab publishes them, with an e-mail to tell you. You can download a genetic summary report (PDF) carrying a verification code and QR code that anyone can check.',
  profile:
    'Online in your account, each test with its result and what it means for breeding, plus a genetic summary report and a breed certificate (PDFs) with a verification code and QR code.',
  parentage:
    'Online in your account as the animal’s DNA profile (ISAG markers), with a parentage report naming each parent as qualifies, inconclusive or excluded, and a verification code on every PDF.',
  ancestry:
    'Online in your account as a breed ancestry report with the breeds found and their share, plus a PDF summary to share with your vet.',
  credits:
    'Each redeemed credit gives the results of the tests you chose, online in your account with a PDF report, like any single test.',
};

const TAKE_THE_SWAB: GuideQuestion = {
  question: 'When should I take the swab?',
  answer:
    'At least one hour after the animal last ate or drank, and away from other animals’ food and toys. Rub the swab firmly inside the cheek for 30 seconds, let it dry for a minute and seal it in the envelope.',
};
const ACTIVATE_FIRST: GuideQuestion = {
  question: 'Do I need to activate the kit?',
  answer:
    'Yes: enter the barcode at /activate before you post the sample, so the lab knows which animal and which tests it belongs to. It takes two minutes.',
};
const FAILED_SAMPLE: GuideQuestion = {
  question: 'What if the lab cannot read the sample?',
  answer:
    'Sometimes a swab holds too little DNA. The lab tells you by e-mail and sends a replacement swab kit free of charge; the tests you paid for stay on the sample.',
};
const ADD_LATER: GuideQuestion = {
  question: 'Can I add more tests later?',
  answer:
    'Yes. While DNA from the sample remains, you can add tests from the animal’s page in your account without a new swab.',
};
const VERIFIED: GuideQuestion = {
  question: 'Will clubs and buyers accept the result?',
  answer:
    'Every report carries a verification code and QR code that anyone can check at /tools/report-authentication. For a certified result, have an approved collection agent witness the swab and scan the microchip.',
};
const CARRIER: GuideQuestion = {
  question: 'My animal is a carrier: can I still breed it?',
  answer:
    'Yes. A carrier is healthy. Pair it only with a Clear (N/N) mate and no puppy or kitten will be affected; never pair two carriers without accepting a 25% risk of affected offspring.',
};
const DOMINANT: GuideQuestion = {
  question: 'Why does one copy matter for this test?',
  answer:
    'The variant is inherited dominantly: one copy is enough to put an animal at risk, so a carrier result does not exist for this test. Test every puppy or kitten before it leaves.',
};
const TRAIT: GuideQuestion = {
  question: 'What does a trait result tell me?',
  answer:
    'It names the two alleles the animal carries at this locus and what they mean for the coat or trait. Each offspring receives one of them at random: the breeding-strategy tool in your account shows the odds for a litter.',
};
const PROFILE_ONE_SWAB: GuideQuestion = {
  question: 'Is one swab enough for every test in the profile?',
  answer: 'Yes. All the tests run on the same sample, and the breed certificate lists each result.',
};
const PARENTS: GuideQuestion = {
  question: 'Do the parents need to be tested too?',
  answer:
    'Parentage compares the puppy’s or kitten’s DNA profile with its dam’s and sire’s. A parent already profiled by us (or found by microchip in the parent checker) does not need a new swab.',
};
const CREDITS_LAST: GuideQuestion = {
  question: 'How long do credits last, and can I share them?',
  answer:
    'Credits stay on your balance until you use them, and a breeder can transfer them to another breeder from the account’s multi-pack page.',
};
const GOODS_SHIPPING: GuideQuestion = {
  question: 'When will it arrive?',
  answer: 'Orders leave the lab within 1–2 business days; the delivery time then depends on the shipping method you choose at checkout.',
};

export const FAQ: Record<GuideFamily, GuideQuestion[]> = {
  test: [TAKE_THE_SWAB, ACTIVATE_FIRST, ADD_LATER, FAILED_SAMPLE, VERIFIED],
  profile: [PROFILE_ONE_SWAB, TAKE_THE_SWAB, ACTIVATE_FIRST, FAILED_SAMPLE, VERIFIED],
  parentage: [PARENTS, TAKE_THE_SWAB, ACTIVATE_FIRST, VERIFIED],
  ancestry: [TAKE_THE_SWAB, ACTIVATE_FIRST, ADD_LATER, FAILED_SAMPLE],
  credits: [CREDITS_LAST, ACTIVATE_FIRST, TAKE_THE_SWAB],
  goods: [GOODS_SHIPPING],
};

/** Inheritance-specific questions put first on a single test's page. */
export const INHERITANCE_FAQ = { carrier: CARRIER, dominant: DOMINANT, trait: TRAIT } as const;
