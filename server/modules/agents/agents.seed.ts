import type { DbExecutor } from '../../db/database.js';
import { collectionAgents } from './agents.schema.js';

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
}
