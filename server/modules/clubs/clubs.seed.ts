import { sql } from 'drizzle-orm';
import { type DbExecutor, rowsOf } from '../../db/database.js';
import { insertUser } from '../auth/auth.seed.js';
import { clubAnimals, clubMembers, clubs } from './clubs.schema.js';

const BREEDER = 'breeder@demo.petdna.example';

/** The demo club official (README "Demo accounts"): reads what members shared with the breed club. */
export const DEMO_CLUB_OFFICIAL = { email: 'club@demo.petdna.example', password: 'demo-club-2026' } as const;

/**
 * A breed club and a state registration office with the demo breeder as a member of both; the breeder's
 * animals with published results are shared with the club, the first of them with the office too.
 */
export async function seedDemoClubs(tx: DbExecutor): Promise<void> {
  const [breeder] = await rowsOf<{ id: number }>(tx, sql`SELECT id FROM users WHERE email = ${BREEDER}`);
  if (!breeder) return;
  const breederId = Number(breeder.id);
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
  const withResults = await rowsOf<{ id: number }>(
    tx,
    sql`SELECT DISTINCT a.id FROM animals a JOIN kits k ON k.animal_id = a.id JOIN results r ON r.kit_id = k.id
        WHERE a.owner_id = ${breederId} AND r.status = 'published' AND a.archived_at IS NULL ORDER BY a.id`,
  );
  const shared = withResults.slice(0, 2).map((a) => Number(a.id));
  if (shared.length === 0) return;
  await tx.insert(clubAnimals).values(shared.map((animalId) => ({ clubId: breedClub.id, animalId, grantedBy: breederId })));
  await tx.insert(clubAnimals).values({ clubId: office.id, animalId: shared[0] as number, grantedBy: breederId });
}
