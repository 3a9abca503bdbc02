import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { browser, createUser, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** GET /api/breed?barcodes=: the breeds a kit's tests are relevant to (docs/decisions/0504). */
let t: TestApp;
let admin: string;
let breeder: { id: number; email: string; cookie: string };
let vet: { id: number; email: string; cookie: string };

const PRA = 1001; // PRA-prcd: a list of breeds
const DM = 1002; // Degenerative myelopathy: every dog breed
const MDR1 = 1003; // Multidrug sensitivity: herding breeds

async function account(type: 'breeder' | 'owner' | 'vet', isAdmin = false) {
  const user = await createUser(t, { userType: type, isAdmin });
  return { id: user.id, email: user.email, cookie: await signIn(t, user.email, user.password) };
}

async function kit(email: string, testIds: number[]): Promise<string> {
  const res = await browser(t).post('/api/admin/lab/kits/allocate', { email, testIds, quantity: 1 }, admin).expect(201);
  return res.body.barcodes[0];
}

async function relevantBreedCount(testIds: number[]): Promise<number> {
  const result = await t.db.execute(
    sql`select count(distinct breed_id)::int as n from product_breeds where product_id in ${testIds}`,
  );
  return (result.rows[0] as { n: number }).n;
}

const names = (res: { body: { results: Array<{ name: string }> } }) => res.body.results.map((b) => b.name);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await account('owner', true)).cookie;
  breeder = await account('breeder');
  vet = await account('vet');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/breed?barcodes=', () => {
  it("lists only the breeds a breed-specific kit's tests are for", async () => {
    const barcode = await kit(breeder.email, [PRA]);
    const res = await browser(t).get(`/api/breed?barcodes=${barcode.toLowerCase()}`, breeder.cookie).expect(200);
    expect(res.body.count).toBe(await relevantBreedCount([PRA]));
    expect(names(res)).toContain('Golden Retriever');
    expect(names(res)).not.toContain('Dalmatian');
    const named = await browser(t).get(`/api/breed?barcodes=${barcode}&name=labrador%20ret`, breeder.cookie).expect(200);
    expect(names(named)).toEqual(['Labrador Retriever']);
  });

  it('lists the breeds of every kit asked about, and every dog breed when a test is for all breeds', async () => {
    const pra = await kit(breeder.email, [PRA]);
    const mdr1 = await kit(breeder.email, [MDR1]);
    const both = await browser(t).get(`/api/breed?barcodes=${pra},${mdr1}`, breeder.cookie).expect(200);
    expect(names(both)).toEqual(expect.arrayContaining(['Golden Retriever', 'Border Collie']));
    expect(both.body.count).toBeLessThanOrEqual((await relevantBreedCount([PRA])) + (await relevantBreedCount([MDR1])));

    const allBreeds = await kit(breeder.email, [PRA, DM]);
    const res = await browser(t).get(`/api/breed?barcodes=${allBreeds}`, breeder.cookie).expect(200);
    const dogs = await browser(t).get('/api/breed?species=canine').expect(200);
    expect(res.body.count).toBe(dogs.body.count);
    expect(res.body.results.every((b: { species: { name: string } }) => b.species.name === 'canine')).toBe(true);
    // The next page keeps the filter.
    expect(res.body.next).toContain(`barcodes=${allBreeds}`);
  });

  it('answers a kit of another account like an unknown barcode, and needs a signed-in user', async () => {
    const barcode = await kit(breeder.email, [PRA]);
    const other = await browser(t).get(`/api/breed?barcodes=${barcode}`, vet.cookie).expect(428);
    expect(other.body).toEqual({
      errors: { barcodes: 'This barcode does not exist. Check the number printed on the kit label' },
    });
    const unknown = await browser(t).get(`/api/breed?barcodes=${barcode},PDL000000000`, breeder.cookie).expect(428);
    expect(unknown.body.errors.barcodes).toBe('This barcode does not exist. Check the number printed on the kit label');
    await browser(t).get(`/api/breed?barcodes=${barcode}`).expect(401);
    const bad = await browser(t).get('/api/breed?barcodes=a;b', breeder.cookie).expect(428);
    expect(bad.body.errors.barcodes).toBe('Use at most 20 barcodes separated by commas');
  });

  it("answers for the kits of an animal shared with the user, who can read the animal's kits", async () => {
    const barcode = await kit(breeder.email, [MDR1]);
    const activated = await browser(t)
      .post(
        '/api/activate',
        {
          barcodes: { barcode, confirmBarcode: barcode },
          pet: { petName: 'Skye', gender: 'female', species: 'dog' },
          person: {
            firstName: 'Tess',
            lastName: 'Breeder',
            address: '1 Kennel Road',
            country: 'AU',
            city: 'Ballarat',
            postalCode: '3350',
            email: breeder.email,
            acceptTerms: true,
          },
        },
        breeder.cookie,
      )
      .expect(201);
    await browser(t).get(`/api/breed?barcodes=${barcode}`, vet.cookie).expect(428);
    await browser(t).post(`/api/my/animals/${activated.body.animalId}/share`, { email: vet.email }, breeder.cookie).expect(201);
    const res = await browser(t).get(`/api/breed?barcodes=${barcode}`, vet.cookie).expect(200);
    expect(res.body.count).toBe(await relevantBreedCount([MDR1]));
    expect(names(res)).toContain('Border Collie');
  });
});
