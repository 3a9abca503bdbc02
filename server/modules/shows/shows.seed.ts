import type { DbExecutor } from '../../db/database.js';
import { demoAccounts } from '../auth/auth.seed.js';
import { demoActivatedKits } from '../kits/kit-seed-reads.js';
import { showBookings, showSamples } from './shows.schema.js';

const BREEDER = 'breeder@demo.petdna.example';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The demo breeder, secretary of a show: one past show the lab sampled, one it confirmed, one waiting. */
export async function seedDemoShows(tx: DbExecutor): Promise<void> {
  const breeder = (await demoAccounts(tx, [BREEDER])).get(BREEDER);
  if (!breeder) return;
  const contact = { contactName: 'Bella Hartley', contactPhone: '0412 555 018', contactEmail: BREEDER };
  await tx.insert(showBookings).values([
    {
      userId: breeder.id,
      showName: 'Ballarat Working Dog Championship Show',
      showDate: inDays(30),
      venue: 'Ballarat Showgrounds, Pavilion 3',
      city: 'Ballarat',
      countryCode: 'AU',
      expectedAnimals: 40,
      ...contact,
      notes: 'Kelpies and Border Collies; PRA-prcd and CEA for most.',
      status: 'confirmed',
      confirmedAt: new Date(),
    },
    {
      userId: breeder.id,
      showName: 'Autumn Open Show',
      showDate: inDays(90),
      venue: 'Bendigo Exhibition Centre',
      city: 'Bendigo',
      countryCode: 'AU',
      expectedAnimals: 25,
      ...contact,
      notes: null,
    },
  ]);
  // A show the lab already sampled: the demo's activated kits stand for the animals swabbed there (0972).
  const [past] = await tx
    .insert(showBookings)
    .values({
      userId: breeder.id,
      showName: 'Spring Kelpie Specialty',
      showDate: inDays(-21),
      venue: 'Werribee Park Pavilion',
      city: 'Werribee',
      countryCode: 'AU',
      expectedAnimals: 12,
      ...contact,
      notes: null,
      status: 'confirmed',
      confirmedAt: new Date(Date.now() - 40 * 86_400_000),
    })
    .returning({ id: showBookings.id });
  const sampled = await demoActivatedKits(tx, 3);
  if (past && sampled.length > 0) {
    await tx.insert(showSamples).values(sampled.map((k) => ({ bookingId: past.id, kitId: k.id })));
  }
}
