import type { AcmAnimal, CaseStudySection } from '../../../shared/types/resources.js';
import type { DbExecutor } from '../../db/database.js';
import { demoAnimals } from '../animals/animals.seed.js';
import { demoAccounts } from '../auth/auth.seed.js';
import { acmFormRequests, caseStudies } from './resources.schema.js';

const BREEDER = 'breeder@demo.petdna.example';
const DAY = 86_400_000;

interface StudySeed {
  title: string;
  species: 'canine' | 'feline';
  test: string;
  summary: string;
  days: number;
  sections: CaseStudySection[];
}

/** Case studies for vets: each a clinical story around one test, as a lab's vet team would write it. */
const STUDIES: StudySeed[] = [
  {
    title: 'A Collie that nearly died of a routine dose: MDR1 before ivermectin',
    species: 'canine',
    test: 'Multidrug Sensitivity (MDR1)',
    summary:
      'A 2-year-old Rough Collie developed ataxia and tremors hours after an off-label ivermectin dose for demodicosis. Testing showed her m/m for the ABCB1 deletion; a change of drug and a note on her record kept her safe since.',
    days: 40,
    sections: [
      {
        heading: 'Presentation',
        paragraphs: [
          'Skye, a 2-year-old entire female Rough Collie (22 kg), was started on oral ivermectin at 300 µg/kg/day for generalised demodicosis confirmed on deep skin scrapes. Eighteen hours after the second dose her owner found her disoriented, hypersalivating and unable to stand.',
          'On admission she was ataxic with generalised tremors, mydriasis with poor pupillary light reflexes, and bradycardia (56 bpm). Blood glucose, electrolytes and haematology were unremarkable.',
        ],
      },
      {
        heading: 'Diagnosis',
        paragraphs: [
          'Macrocyclic lactone neurotoxicosis was suspected from the history and breed. A cheek swab was submitted for the ABCB1 (MDR1) test with a witnessed collection by the clinic nurse. The result was m/m: both copies of the 4-base-pair deletion, so no functional P-glycoprotein at the blood–brain barrier.',
        ],
      },
      {
        heading: 'Treatment and outcome',
        paragraphs: [
          'Ivermectin was stopped. Skye received supportive care: intravenous fluids, thermoregulation, eye lubrication, nutritional support by nasogastric tube and intravenous lipid emulsion. She could stand on day 4 and went home on day 7 with no lasting deficit.',
          'Her demodicosis was then treated with an isoxazoline at the label dose, which is safe in MDR1 m/m dogs, and resolved on two negative scrapes a month apart.',
        ],
      },
      {
        heading: 'Points for practice',
        paragraphs: [
          'Test herding breeds (Collies, Shelties, Australian Shepherds, Border Collies, White Swiss Shepherds and their crosses) before giving high-dose macrocyclic lactones, loperamide, acepromazine at full dose, butorphanol or vincristine. N/m dogs are also sensitive at high doses.',
          'Record the genotype prominently on the patient file and give the owner a copy: the result is for life.',
        ],
      },
    ],
  },
  {
    title: 'Hindlimb ataxia in an old Corgi: what an at-risk DM result does and does not tell you',
    species: 'canine',
    test: 'Degenerative Myelopathy (DM)',
    summary:
      'A 10-year-old Pembroke Welsh Corgi with slowly progressive, non-painful hindlimb ataxia tested m/m for SOD1. The result supported a presumptive diagnosis only after compressive disease was ruled out, and changed the plan to physiotherapy rather than surgery.',
    days: 25,
    sections: [
      {
        heading: 'Presentation',
        paragraphs: [
          'Bramble, a 10-year-old neutered male Pembroke Welsh Corgi, was presented for scuffing of the hind nails and swaying for four months, slowly worsening. He showed no spinal pain. Neurological examination localised the lesion to T3–L3, with delayed hindlimb proprioception and normal reflexes.',
        ],
      },
      {
        heading: 'Investigation',
        paragraphs: [
          'The genotype does not make the diagnosis: many m/m dogs never develop clinical disease (incomplete penetrance). MRI of the thoracolumbar spine and CSF analysis ruled out disc protrusion, neoplasia and myelitis. The SOD1 test was m/m, which with the clinical picture gave a presumptive diagnosis of degenerative myelopathy; only histopathology confirms it.',
        ],
      },
      {
        heading: 'Management',
        paragraphs: [
          'Intensive physiotherapy (daily controlled walking, hydrotherapy twice a week) and nail protection were started; the owner was told to expect progression to paraparesis over 6–12 months. Eight months on, Bramble still walks with a harness.',
        ],
      },
      {
        heading: 'Points for practice',
        paragraphs: [
          'Use the DM test to support, never replace, the exclusion of treatable compressive disease. For breeding advice, an at-risk result in a young dog is a risk, not a diagnosis: breed m/m or N/m dogs only to N/N mates and test the litter.',
        ],
      },
    ],
  },
  {
    title: 'Polycystic kidneys found at a dental: PKD1 screening in a Persian cattery',
    species: 'feline',
    test: 'Polycystic Kidney Disease (PKD)',
    summary:
      'Enlarged, irregular kidneys found on palpation at a routine dental in a 5-year-old Persian queen led to ultrasound, a PKD1 test (N/m, affected) and the screening of the whole cattery before the next breeding season.',
    days: 12,
    sections: [
      {
        heading: 'Presentation',
        paragraphs: [
          'Pearl, a 5-year-old Persian breeding queen, was admitted for a dental. Pre-anaesthetic palpation found both kidneys enlarged and irregular. Urea and creatinine were mildly raised (IRIS stage 2); urine specific gravity was 1.022.',
        ],
      },
      {
        heading: 'Diagnosis',
        paragraphs: [
          'Ultrasound showed multiple cortical and medullary cysts in both kidneys. The PKD1 test was N/m. PKD1 is autosomal dominant: one copy makes a cat affected, and no homozygous m/m kittens are born alive. Pearl was managed as chronic kidney disease: renal diet, blood pressure monitoring and fluids as needed.',
        ],
      },
      {
        heading: 'The cattery',
        paragraphs: [
          'The breeder tested the other nine cats with witnessed collections at the clinic. Two more were N/m: they were retired from breeding and neutered. The cattery now tests every kitten before sale and breeds only N/N cats, which removes the variant within one generation.',
        ],
      },
      {
        heading: 'Points for practice',
        paragraphs: [
          'DNA testing finds affected cats years before cysts are visible on ultrasound. Recommend it for Persians, Exotics, British Shorthairs, Himalayans and their crosses before breeding, and before anaesthesia in older cats of these breeds.',
        ],
      },
    ],
  },
];

/** Case studies, and the demo breeder's request for witnessed-collection forms for two of her dogs. */
export async function seedDemoResources(tx: DbExecutor): Promise<void> {
  for (const study of STUDIES) {
    const { days, ...row } = study;
    await tx.insert(caseStudies).values({ ...row, publishedAt: new Date(Date.now() - days * DAY) });
  }
  const breeder = (await demoAccounts(tx, [BREEDER])).get(BREEDER);
  if (!breeder) return;
  const animals = await demoAnimals(tx, ['036000000123401', '036000000123402'], breeder.id);
  const forms: AcmAnimal[] = animals.map((a) => ({
    id: a.id,
    name: a.name,
    species: a.species,
    breed: a.breedName,
    gender: a.gender,
    microchip: a.microchip,
    dateOfBirth: a.dateOfBirth,
    registrationName: a.registrationName,
    registrationNumber: a.registrationNumber,
  }));
  if (forms.length === 0) return;
  const at = new Date(Date.now() - 3 * DAY);
  await tx.insert(acmFormRequests).values({
    ownerId: breeder.id,
    animals: forms,
    agentName: 'Dr Priya Nair',
    agentClinic: 'Bendigo Veterinary Clinic',
    createdAt: at,
  });
}
