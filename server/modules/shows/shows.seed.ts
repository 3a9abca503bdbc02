import { sql } from 'drizzle-orm';
import { type DbExecutor, rowsOf } from '../../db/database.js';
import { showBookings } from './shows.schema.js';

const BREEDER = 'breeder@demo.petdna.example';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The demo breeder, secretary of a show: one booking the lab confirmed, one waiting. */
export async function seedDemoShows(tx: DbExecutor): Promise<void> {
  const [breeder] = await rowsOf<{ id: number }>(tx, sql`SELECT id FROM users WHERE email = ${BREEDER}`);
  if (!breeder) return;
  const contact = { contactName: 'Bella Hartley', contactPhone: '0412 555 018', contactEmail: BREEDER };
  await tx.insert(showBookings).values([
    {
      userId: Number(breeder.id),
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
      userId: Number(breeder.id),
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
}
