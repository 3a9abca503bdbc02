import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CustomProfile } from '../../shared/types/catalogue.js';
import { browser, createUser, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let breeder: string;
let otherBreeder: string;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  const b = await createUser(t, { userType: 'breeder', countryCode: 'GB', currency: 'GBP' });
  breeder = await signIn(t, b.email, b.password);
  const o = await createUser(t, { userType: 'breeder', countryCode: 'US', currency: 'USD' });
  otherBreeder = await signIn(t, o.email, o.password);
  const w = await createUser(t, { userType: 'owner' });
  owner = await signIn(t, w.email, w.password);
});
afterAll(async () => {
  await t.close();
});

const create = (body: object, cookie: string) => browser(t).post('/api/cart/custom-profile', body, cookie);

describe('custom profiles', () => {
  it('saves a breeder’s tests under a name, priced 15% below the three tests in their currency', async () => {
    const res = await create({ name: 'Stud screen', species: 'canine', productIds: [1001, 1002, 1003] }, breeder).expect(201);
    const profile: CustomProfile = res.body;
    expect(profile).toMatchObject({ name: 'Stud screen', species: 'canine', price: { currency: 'GBP', discountPercent: 15 } });
    expect(profile.tests.map((test) => test.id).sort()).toEqual([1001, 1002, 1003]);
    expect(profile.price.amount).toBe(Math.round((profile.price.listAmount * 85) / 100));
    const again = await browser(t).get(`/api/store/products/custom-profile/${profile.id}`, breeder).expect(200);
    expect(again.body).toEqual(profile);
  });

  it('lists only the owner’s profiles, newest first, paged and searchable', async () => {
    await create({ name: 'Colour check', species: 'feline', productIds: [1441, 1442] }, breeder).expect(201);
    await create({ name: 'Other kennel', species: 'canine', productIds: [1001, 1002] }, otherBreeder).expect(201);
    const mine = await browser(t).get('/api/cart/custom-profile?size=1', breeder).expect(200);
    expect(mine.body.count).toBe(2);
    expect(mine.body.results.map((p: CustomProfile) => p.name)).toEqual(['Colour check']);
    expect(mine.body.next).toContain('page=2');
    const found = await browser(t).get('/api/cart/custom-profile?query=stud', breeder).expect(200);
    expect(found.body.results.map((p: CustomProfile) => p.name)).toEqual(['Stud screen']);
  });

  it('refuses bad selections with field messages and saves nothing', async () => {
    const few = await create({ name: 'One', species: 'canine', productIds: [1001] }, breeder).expect(428);
    expect(few.body.errors).toEqual({ productIds: 'Choose at least 2 tests' });
    const mixed = await create({ name: 'Mixed', species: 'canine', productIds: [1001, 1401] }, breeder).expect(428);
    expect(mixed.body.errors).toEqual({ productIds: 'Choose single tests of the chosen species' });
    const profile = await create({ name: 'Profile in profile', species: 'canine', productIds: [1001, 3206] }, breeder).expect(
      428,
    );
    expect(profile.body.errors.productIds).toBe('Choose single tests of the chosen species');
    const blank = await create({ name: ' ', species: 'dog', productIds: 'x' }, breeder).expect(428);
    expect(Object.keys(blank.body.errors).sort()).toEqual(['productIds', 'species']);
    expect((await browser(t).get('/api/cart/custom-profile', breeder)).body.count).toBe(2);
  });

  it('is for signed-in breeders; another user’s profile is a 404', async () => {
    await t.http.get('/api/cart/custom-profile').expect(401);
    await create({ name: 'Pet', species: 'canine', productIds: [1001, 1002] }, owner).expect(403);
    const list = await browser(t).get('/api/cart/custom-profile', breeder);
    const id = list.body.results[0].id;
    await browser(t).get(`/api/store/products/custom-profile/${id}`, otherBreeder).expect(404);
    await browser(t).delete(`/api/store/products/custom-profile/${id}`, otherBreeder).expect(404);
    await browser(t).get('/api/store/products/custom-profile/not-a-uuid', breeder).expect(404);
  });

  it('deletes a profile', async () => {
    const list = await browser(t).get('/api/cart/custom-profile', breeder);
    const id = list.body.results[0].id;
    await browser(t).delete(`/api/store/products/custom-profile/${id}`, breeder).expect(204);
    await browser(t).get(`/api/store/products/custom-profile/${id}`, breeder).expect(404);
    expect((await browser(t).get('/api/cart/custom-profile', breeder)).body.count).toBe(1);
  });
});
