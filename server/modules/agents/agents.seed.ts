import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { insertCollectedAnimal } from '../animals/animals.inserts.js';
import { demoAnimalsOwnedBy } from '../animals/animals.seed.js';
import { demoAccounts, insertUser } from '../auth/auth.seed.js';
import { demoKitsOfAnimals } from '../kits/kit-seed-reads.js';
import { collectionAgents } from './agents.schema.js';

/** The demo collection agent (README "Demo accounts"): Raj Patel's entry in the register, with collected animals. */
export const DEMO_AGENT = { email: 'agent@demo.petdna.example', password: 'demo-agent-2026' } as const;

const DEMO_BREEDER = 'breeder@demo.petdna.example';

/** Approved agents in the demo storefronts' places, so the register and its search have something to find. */
export async function seedDemoAgents(tx: DbExecutor): Promise<void> {
  await tx.insert(collectionAgents).values([
    {
      name: 'Harbourside Veterinary Clinic',
      kind: 'vet_clinic',
      organisation: 'Harbourside Veterinary Clinic',
      city: 'Sydney',
      region: 'NSW',
      postcode: '2000',
      countryCode: 'AU',
      phone: '02 9000 1234',
      email: 'reception@harbourside-vet.example',
    },
    {
      name: 'Megan O’Rourke',
      kind: 'vet_nurse',
      organisation: 'Sturt Street Animal Hospital',
      city: 'Ballarat',
      region: 'VIC',
      postcode: '3350',
      countryCode: 'AU',
      phone: '03 5300 4411',
      email: 'megan@sturtstreet-vets.example',
    },
    {
      name: 'Carol Whitfield',
      kind: 'club_official',
      organisation: 'Working Dog Health Club of Victoria',
      city: 'Melbourne',
      region: 'VIC',
      postcode: '3000',
      countryCode: 'AU',
      email: 'health@wdhc.example',
    },
    {
      name: 'Raj Patel',
      kind: 'trained_agent',
      city: 'Brisbane',
      region: 'QLD',
      postcode: '4000',
      countryCode: 'AU',
      phone: '0400 555 210',
    },
    {
      name: 'Fenwick Veterinary Surgery',
      kind: 'vet_clinic',
      organisation: 'Fenwick Veterinary Surgery',
      city: 'Leeds',
      region: 'West Yorkshire',
      postcode: 'LS1 4AP',
      countryCode: 'GB',
      phone: '0113 496 0000',
    },
    {
      name: 'Dana Kowalski',
      kind: 'club_official',
      organisation: 'Great Lakes Kelpie Club',
      city: 'Chicago',
      region: 'IL',
      postcode: '60601',
      countryCode: 'US',
      email: 'dana@glkc.example',
    },
  ]);
  await seedDemoAgentAccount(tx);
}

/**
 * The trained agent of the register signs in as the demo agent: /my/collection-agents shows their entry and the
 * samples they witnessed (the collected-animal register, which the animals module owns and writes through its
 * inserts), and /my/collection-agent-products the agent products.
 */
async function seedDemoAgentAccount(tx: DbExecutor): Promise<void> {
  const account = await insertUser(tx, {
    ...DEMO_AGENT,
    userType: 'owner',
    firstName: 'Raj',
    lastName: 'Patel',
    city: 'Brisbane',
    state: 'QLD',
  });
  await tx.update(collectionAgents).set({ userId: account.id }).where(eq(collectionAgents.name, 'Raj Patel'));
  // Two of the demo breeder's activated kits were sampled in front of this agent.
  const breeder = (await demoAccounts(tx, [DEMO_BREEDER])).get(DEMO_BREEDER);
  const breederAnimals = breeder ? await demoAnimalsOwnedBy(tx, breeder.id) : [];
  const witnessed = await demoKitsOfAnimals(
    tx,
    breederAnimals.map((animal) => animal.id),
    2,
  );
  const collected = [
    ...witnessed.flatMap((kit) => {
      const animal = breederAnimals.find((a) => a.id === kit.animalId);
      if (!animal) return [];
      return [
        {
          name: animal.name,
          species: animal.species,
          microchip: animal.microchip,
          barcode: kit.barcode,
          ownerName: 'Bella Hartley',
          collectedOn: '2026-09-14',
        },
      ];
    }),
    {
      name: 'Moreton Bay Kelpie Litter: pup 3',
      species: 'canine',
      microchip: '956000009812245',
      barcode: null,
      ownerName: 'Sam Nguyen',
      collectedOn: '2026-10-02',
    },
    {
      name: 'Lilac Mist Siamese',
      species: 'feline',
      microchip: '036000198765432',
      barcode: null,
      ownerName: 'Ana Costa',
      collectedOn: '2026-11-08',
    },
  ];
  for (const animal of collected) await insertCollectedAnimal(tx, { agentId: account.id, ...animal });
}
