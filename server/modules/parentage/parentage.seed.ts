import type { DbExecutor } from '../../db/database.js';
import { demoAnimals } from '../animals/animals.seed.js';
import { demoAccounts } from '../auth/auth.seed.js';
import { parentageRequestEvents, parentageRequests } from './parentage.schema.js';

const BREEDER = 'breeder@demo.petdna.example';
/** Demo animals of the kits seed, by microchip: the dam, the sire of another owner, and two puppies. */
const CHIPS = { bonnie: '036000000123401', milo: '985141000123405', clover: '036000000123406', fern: '036000000123407' };

/**
 * The demo litter (after the kits seed): Clover's request names her dam Bonnie, who qualifies, and Milo,
 * found by microchip in another account, who is excluded; Fern's request waits for her sample. Requests
 * are compared and signed with the server's secret when first read, as the kits' reports are issued.
 */
export async function seedDemoParentage(tx: DbExecutor): Promise<void> {
  const breeder = (await demoAccounts(tx, [BREEDER])).get(BREEDER);
  const found = await demoAnimals(tx, Object.values(CHIPS));
  const id = (chip: string) => found.find((a) => a.microchip === chip)?.id;
  const [bonnie, milo, clover, fern] = [id(CHIPS.bonnie), id(CHIPS.milo), id(CHIPS.clover), id(CHIPS.fern)];
  if (!breeder || !bonnie || !milo || !clover || !fern) return;
  const requests = [
    { offspringId: clover, damId: bonnie, sireId: milo, sireFoundBy: 'microchip' as const, days: 6 },
    { offspringId: fern, damId: bonnie, sireId: null, sireFoundBy: null, days: 2 },
  ];
  for (const r of requests) {
    const at = new Date(Date.now() - r.days * 86_400_000);
    const [row] = await tx
      .insert(parentageRequests)
      .values({
        ownerId: breeder.id,
        species: 'canine',
        offspringId: r.offspringId,
        damId: r.damId,
        damFoundBy: 'own',
        sireId: r.sireId,
        sireFoundBy: r.sireFoundBy,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: parentageRequests.id });
    if (row)
      await tx.insert(parentageRequestEvents).values({
        requestId: row.id,
        fromStatus: null,
        toStatus: 'awaiting_profiles',
        actorId: breeder.id,
        createdAt: at,
      });
  }
}
