import { expect } from '@jest/globals';
import { browser, createUser, signIn } from './auth.js';
import type { TestApp } from './test-app.js';

/** A signed-in account of a test file: its id, e-mail, session cookie and full name. */
export interface LabAccount {
  id: number;
  email: string;
  cookie: string;
  name: string;
}

export async function signedInAccount(
  t: TestApp,
  type: 'breeder' | 'owner' | 'vet',
  options: { isAdmin?: boolean; firstName?: string; lastName?: string } = {},
): Promise<LabAccount> {
  const firstName = options.firstName ?? 'Harriet';
  const lastName = options.lastName ?? 'Kennelworth';
  const user = await createUser(t, { userType: type, isAdmin: options.isAdmin ?? false, firstName, lastName });
  return { id: user.id, email: user.email, cookie: await signIn(t, user.email, user.password), name: `${firstName} ${lastName}` };
}

/** The person an activation names, in Australia. */
export const ACTIVATING_PERSON = {
  firstName: 'Harriet',
  lastName: 'Kennelworth',
  address: '12 Paddock Lane',
  country: 'AU',
  city: 'Bendigo',
  postalCode: '3550',
  email: 'harriet@kennelworth.example',
  acceptTerms: true,
};

export interface LabPet {
  petName: string;
  gender: 'male' | 'female';
  chipNumber: string;
  species?: 'dog' | 'cat';
  breed?: number;
  dobYear?: number;
  registrationName?: string;
  registrationNumber?: string;
}

/**
 * An animal taken through the real flow as the lab does it: a kit allocated to `owner` by the admin, activated
 * by the owner for `pet`, its sample received, then (when `csv` is given) the lab's result lines imported
 * without error and, unless `publish` is false, published.
 */
export async function throughTheLab(
  t: TestApp,
  adminCookie: string,
  owner: { email: string; cookie: string },
  kit: { testIds: number[]; pet: LabPet; csv?: (barcode: string) => string[]; publish?: boolean },
): Promise<{ barcode: string; animalId: number }> {
  const allocated = await browser(t)
    .post('/api/admin/lab/kits/allocate', { email: owner.email, testIds: kit.testIds, quantity: 1 }, adminCookie)
    .expect(201);
  const barcode: string = allocated.body.barcodes[0];
  const { dobYear = 2022, species = 'dog', breed = 10, ...pet } = kit.pet;
  const activated = await browser(t)
    .post(
      '/api/activate',
      {
        barcodes: { barcode, confirmBarcode: barcode },
        pet: { ...pet, species, breed, dobDay: 4, dobMonth: 3, dobYear },
        person: ACTIVATING_PERSON,
      },
      owner.cookie,
    )
    .expect(201);
  await browser(t)
    .post('/api/admin/lab/kits/receive', { barcodes: [barcode] }, adminCookie)
    .expect(200);
  if (kit.csv) await labResults(t, adminCookie, barcode, kit.csv(barcode), { publish: kit.publish ?? true });
  return { barcode, animalId: activated.body.animalId };
}

/** The lab's result lines for a received kit imported without error, then (unless told otherwise) published. */
export async function labResults(
  t: TestApp,
  adminCookie: string,
  barcode: string,
  lines: string[],
  { publish }: { publish: boolean } = { publish: true },
): Promise<void> {
  const csv = ['barcode,test code,genotype', ...lines].join('\n');
  const imported = await browser(t).post('/api/admin/lab/results/import', { csv }, adminCookie).expect(200);
  expect(imported.body.errors).toEqual([]);
  if (!publish) return;
  const published = await browser(t)
    .post('/api/admin/lab/results/publish', { barcodes: [barcode] }, adminCookie)
    .expect(200);
  expect(published.body.results[0]).toMatchObject({ ok: true });
}
