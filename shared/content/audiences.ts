import { paths } from '../paths.js';
import { CLAIMS } from './claims.js';
import type { ContentPageData } from './types.js';

export const breederHome: ContentPageData = {
  path: paths.breeder,
  title: 'DNA testing for dog and cat breeders',
  description:
    'Health screens, full breed profiles, coat colour and parentage for breeding dogs and cats. Plan pairings around carriers with results clubs and buyers can verify.',
  heading: 'Breed healthier litters with DNA you can trust',
  lead: 'Screen your breeding stock for the conditions that matter in your breed, confirm parentage, and plan pairings that never produce an affected puppy or kitten.',
  claims: [CLAIMS.experience, CLAIMS.catBreeds, CLAIMS.catTests],
  actions: [
    { label: 'Shop tests for dogs', to: paths.breederDogs.root },
    { label: 'Shop tests for cats', to: paths.breederCats.root },
  ],
  blocks: [
    {
      heading: 'Everything a breeding program needs',
      cards: [
        {
          title: 'Full breed profiles',
          text: 'Every health and trait test relevant to your breed in one swab, at a lower price than ordering them one by one.',
          to: paths.breederDogs.fullBreedProfile,
          linkLabel: 'See full breed profiles',
        },
        {
          title: 'Single DNA tests',
          text: 'Order exactly the disease or trait test you need, from PRA and DM to coat colour and length.',
          to: paths.breederDogs.dnaTests,
          linkLabel: 'Browse DNA tests',
        },
        {
          title: 'DNA profile and parentage',
          text: 'An ISO-accredited DNA profile for each animal, and parentage verification of a litter against its dam and sire.',
          to: paths.breederDogs.dnaProfileParentage,
          linkLabel: 'Profiles and parentage',
        },
        {
          title: 'Multi packs',
          text: 'Buy kits in bulk for the whole kennel or cattery and share them with co-owners or puppy buyers.',
          to: paths.breederDogs.multiPacks,
          linkLabel: 'See multi packs',
        },
      ],
    },
    {
      heading: 'How it works',
      steps: [
        {
          title: 'Order your kits',
          text: 'Choose tests for each animal. Kits ship with swabs, instructions and a prepaid envelope.',
        },
        {
          title: 'Activate and swab',
          text: 'Activate each kit online with its barcode, then take a cheek swab in under a minute.',
        },
        { title: 'Post it back', text: 'Samples are stable at room temperature for weeks; post them in the envelope provided.' },
        {
          title: 'Read results online',
          text: 'Results arrive in 2–4 weeks with certificates you can share with clubs and buyers.',
        },
      ],
    },
    {
      heading: 'Why breeders choose us',
      list: [
        'Certificates carry a verification code anyone can check with our report authenticator.',
        'Breeding-strategy tool shows the expected outcome of any pairing before you mate.',
        'Club access lets breed clubs see the results members choose to share.',
        'Breeder pricing and loyalty points on every order, plus benefits for Responsible Breeder Program members.',
      ],
    },
  ],
};

export const vetHome: ContentPageData = {
  path: paths.vet,
  title: 'DNA testing for veterinary practices',
  description:
    'Order DNA tests for your patients on account, collect samples in clinic and read every result by patient. Disease, breed and parentage testing for dogs and cats.',
  heading: 'Genetic answers for your patients, on your practice account',
  lead: 'Confirm a suspected inherited condition, identify the breeds behind a mixed-breed patient, or screen before anaesthesia: order on account and receive results by patient.',
  claims: [CLAIMS.experience, CLAIMS.catTests],
  actions: [
    { label: 'Tests for dogs', to: paths.vetDogs.root },
    { label: 'Open a practice account', to: paths.registerVet },
  ],
  blocks: [
    {
      heading: 'Built for clinics',
      cards: [
        {
          title: 'Pay by monthly invoice',
          text: 'Orders go on your practice account; one invoice a month, no card at checkout.',
        },
        { title: 'Collection supplies', text: 'Order swabs, blood cards and mailers free of charge whenever you run low.' },
        { title: 'My Patients', text: 'Every patient’s results in one list, searchable by pet, owner, microchip or barcode.' },
        { title: 'Share with owners', text: 'Send the owner a copy of the report, or transfer the animal to their own account.' },
      ],
    },
    {
      heading: 'Tests vets order most',
      list: [
        'MDR1 (ABCB1) drug sensitivity before ivermectin, loperamide or some chemotherapy drugs',
        'Von Willebrand disease and factor VII deficiency before surgery',
        'Degenerative myelopathy (SOD1) in ageing dogs with hind-limb weakness',
        'Hypertrophic cardiomyopathy and polycystic kidney disease in cats',
        'Geno Pet breed identification for mixed-breed patients',
      ],
    },
    {
      heading: 'Sampling in clinic',
      text: [
        'A cheek swab is enough for almost every test, and it needs no fasting or restraint. For very young or uncooperative patients, an EDTA blood sample or a blood card works too.',
        'Label each sample with the kit barcode and send it in the prepaid mailer. We confirm receipt by email, and you can follow every sample with the sample tracker.',
      ],
    },
  ],
};

export const petOwnerHome: ContentPageData = {
  path: paths.petOwner,
  title: 'DNA tests for your dog or cat',
  description:
    'Find out which breeds make up your dog, screen for inherited diseases, and test at home for pregnancy in 10 minutes. Easy cheek swab, results online.',
  heading: 'Get to know your pet from the inside',
  lead: 'One painless cheek swab tells you which breeds make up your dog, which inherited conditions to watch for, and why your cat has the coat it has.',
  claims: [CLAIMS.genoPetShipping, CLAIMS.pregnancy, CLAIMS.catBreeds],
  actions: [
    { label: 'Shop Geno Pet', to: paths.breederDogs.genoPet },
    { label: 'How to take a sample', to: paths.howToTakeDnaSample },
  ],
  blocks: [
    {
      heading: 'Popular with pet owners',
      cards: [
        {
          title: 'Geno Pet breed identification',
          text: 'Discover the breeds behind your mixed-breed dog, with free shipping on every Geno Pet kit.',
          to: paths.breederDogs.genoPet,
        },
        {
          title: 'Health screening',
          text: 'Check for the inherited diseases common in your pet’s breed and share the report with your vet.',
          to: paths.breederDogs.dnaTests,
        },
        {
          title: 'Home pregnancy test',
          text: 'Know within 10 minutes whether your dog is expecting, with 96% accuracy, from a drop of blood at home.',
          to: paths.breederDogs.innovative,
          onlyIn: 'AU',
        },
      ],
    },
    {
      heading: 'Three steps to your results',
      steps: [
        { title: 'Order a kit', text: 'It arrives with everything you need, including a return envelope.' },
        {
          title: 'Activate and swab',
          text: 'Activate the kit online, then rub the swab inside your pet’s cheek for 20 seconds.',
        },
        { title: 'See the results', text: 'We email you when your results are ready, usually within 2–4 weeks.' },
      ],
    },
  ],
};

export const breederBenefits: ContentPageData = {
  path: paths.breederBenefits,
  title: "Breeders' benefits",
  description:
    'What registered breeders get: breeder pricing, multi-pack savings, loyalty points, free puppy and kitten test transfers, and Responsible Breeder Program listing.',
  heading: "Breeders' benefits",
  lead: 'Registered breeders pay breeder prices, earn loyalty points on every order and can list their kennel or cattery in our Responsible Breeder Program.',
  actions: [
    { label: 'Register as a breeder', to: paths.registerBreeder },
    { label: 'Responsible Breeder Program', to: paths.responsibleBreederProgram },
  ],
  blocks: [
    {
      heading: 'What you get',
      cards: [
        { title: 'Breeder pricing', text: 'Lower prices on every test, and bigger savings when you buy multi packs.' },
        { title: 'Loyalty points', text: 'Earn points on every order and redeem them against future tests.' },
        {
          title: 'Transfers to buyers',
          text: 'Transfer a tested puppy or kitten and its results to the new owner in a few clicks.',
        },
        { title: 'Breeding-strategy tool', text: 'See the expected genotypes of a litter before you choose the sire.' },
        { title: 'Club access', text: 'Share the results of chosen animals with your breed club automatically.' },
        { title: 'Priority support', text: 'A breeder support line that knows your breed’s tests and their inheritance.' },
      ],
    },
  ],
};

export const responsibleBreederProgram: ContentPageData = {
  path: paths.responsibleBreederProgram,
  title: 'Responsible Breeder Program',
  description:
    'Our Responsible Breeder Program recognises breeders who DNA-test their breeding stock and share results openly. Find an approved breeder or apply to join.',
  heading: 'Responsible Breeder Program',
  lead: 'Approved breeders test every breeding animal for the conditions relevant to their breed, never pair two carriers, and share results with buyers.',
  actions: [
    { label: 'Find an approved breeder', to: paths.responsibleBreederProgramSearch },
    { label: 'Apply to join', to: paths.responsibleBreederProgramForm },
  ],
  blocks: [
    {
      heading: 'What approved breeders commit to',
      list: [
        'Every breeding animal has a DNA profile and the breed-relevant health tests on file with us.',
        'No pairing of two carriers of the same recessive condition.',
        'Results are shared with every puppy or kitten buyer, with a verifiable certificate.',
        'Membership is reviewed every year against the animals bred in that year.',
      ],
    },
    {
      heading: 'Why buyers look for the badge',
      text: [
        'A buyer cannot see genetics in a litter. The badge tells them the breeder has tested, planned and disclosed, and lets them check every certificate themselves.',
      ],
    },
  ],
};

export const responsibleBreederForm: ContentPageData = {
  path: paths.responsibleBreederProgramForm,
  title: 'Apply to the Responsible Breeder Program',
  description:
    'Apply for Responsible Breeder Program membership: tell us about your kennel or cattery and the tests your breeding animals have.',
  heading: 'Apply to the Responsible Breeder Program',
  lead: 'Tell us about your kennel or cattery and your breeding animals. We review applications within ten working days.',
  blocks: [],
};

export const responsibleBreederSearch: ContentPageData = {
  path: paths.responsibleBreederProgramSearch,
  title: 'Find a responsible breeder',
  description: 'Search approved members of the Responsible Breeder Program by kennel or cattery name, breed and country.',
  heading: 'Find a responsible breeder',
  lead: 'Every breeder listed here is a current member of the Responsible Breeder Program. Search by name, breed or country.',
  blocks: [],
};
