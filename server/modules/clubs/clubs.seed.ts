import type { DbExecutor } from '../../db/database.js';
import { demoAnimalsOwnedBy } from '../animals/animals.seed.js';
import { demoAccounts, insertUser } from '../auth/auth.seed.js';
import { demoAnimalsWithPublishedResults } from '../kits/kit-seed-reads.js';
import { clubAnimals, clubMembers, clubs } from './clubs.schema.js';

const BREEDER = 'breeder@demo.petdna.example';

/** The demo club official (README "Demo accounts"): reads what members shared with the breed club. */
export const DEMO_CLUB_OFFICIAL = { email: 'club@demo.petdna.example', password: 'demo-club-2026' } as const;

/**
 * A breed club and a state registration office with the demo breeder as a member of both; the breeder's
 * animals with published results are shared with the club, the first of them with the office too.
 */
export async function seedDemoClubs(tx: DbExecutor): Promise<void> {
  const breeder = (await demoAccounts(tx, [BREEDER])).get(BREEDER);
  if (!breeder) return;
  const breederId = breeder.id;
  const official = await insertUser(tx, {
    ...DEMO_CLUB_OFFICIAL,
    userType: 'breeder',
    firstName: 'Carol',
    lastName: 'Whitfield',
    city: 'Melbourne',
    state: 'VIC',
  });
  const [breedClub] = await tx
    .insert(clubs)
    .values({
      name: 'Working Dog Health Club of Victoria',
      kind: 'breed_club',
      region: 'Victoria, AU',
      contactEmail: 'health@wdhc.example',
    })
    .returning();
  const [office] = await tx
    .insert(clubs)
    .values({ name: 'Dogs Victoria', kind: 'registration_office', region: 'Victoria, AU', contactEmail: 'registry@dv.example' })
    .returning();
  if (!breedClub || !office) return;
  await tx.insert(clubMembers).values([
    { clubId: breedClub.id, userId: breederId, role: 'member', membershipNumber: 'WDHC-0412' },
    { clubId: office.id, userId: breederId, role: 'member', membershipNumber: 'DV-118204' },
    { clubId: breedClub.id, userId: official.id, role: 'official', membershipNumber: 'WDHC-0001' },
  ]);
  // The breeder's current animals (animals) that have published results (kits), by id.
  const current = (await demoAnimalsOwnedBy(tx, breederId)).filter((animal) => animal.archivedAt === null);
  const withResults = await demoAnimalsWithPublishedResults(
    tx,
    current.map((animal) => animal.id),
  );
  const shared = withResults.slice(0, 2);
  if (shared.length === 0) return;
  await tx.insert(clubAnimals).values(shared.map((animalId) => ({ clubId: breedClub.id, animalId, grantedBy: breederId })));
  await tx.insert(clubAnimals).values({ clubId: office.id, animalId: shared[0] as number, grantedBy: breederId });
}
