import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/database.js';
import { CLUB_MSG } from '../../server/modules/clubs/clubs.rules.js';
import { MSG } from '../../shared/validation-messages.js';
import { browser, createUser, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Issue 18 §2: club access, sharing animals with a club, a club official's read-only view, the admin's clubs. */

let t: TestApp;
let admin: string;
type Account = { id: number; email: string; cookie: string };
let member: Account;
let stranger: Account;
let vet: Account;
let official: Account;
let club: number;
let office: number;
let otherClub: number;
let bonnie: number;
let pepper: number;
let strangersDog: number;

const PRA = 1001;
const agent = () => browser(t);

async function account(type: 'breeder' | 'owner' | 'vet', isAdmin = false): Promise<Account> {
  const user = await createUser(t, { userType: type, isAdmin, firstName: 'Harriet', lastName: `Clubb${type}` });
  return { id: user.id, email: user.email, cookie: await signIn(t, user.email, user.password) };
}

/** A dog through the real flow: kit allocated, activated, received, and its PRA result published when `publish`. */
async function dog(owner: Account, petName: string, publish: boolean): Promise<number> {
  const allocated = await agent()
    .post('/api/admin/lab/kits/allocate', { email: owner.email, testIds: [PRA], quantity: 1 }, admin)
    .expect(201);
  const barcode: string = allocated.body.barcodes[0];
  const activated = await agent()
    .post(
      '/api/activate',
      {
        barcodes: { barcode, confirmBarcode: barcode },
        pet: { petName, gender: 'female', species: 'dog', breed: 10 },
        person: {
          firstName: 'Harriet',
          lastName: 'Clubb',
          address: '1 Show Lane',
          country: 'AU',
          city: 'Bendigo',
          postalCode: '3550',
          email: owner.email,
          acceptTerms: true,
        },
      },
      owner.cookie,
    )
    .expect(201);
  if (publish) {
    await agent()
      .post('/api/admin/lab/kits/receive', { barcodes: [barcode] }, admin)
      .expect(200);
    const csv = ['barcode,test code,genotype', `${barcode},${PRA},N/m`].join('\n');
    await agent().post('/api/admin/lab/results/import', { csv }, admin).expect(200);
    await agent()
      .post('/api/admin/lab/results/publish', { barcodes: [barcode] }, admin)
      .expect(200);
  }
  return activated.body.animalId;
}

async function newClub(name: string, kind: string): Promise<number> {
  const res = await agent().post('/api/admin/clubs', { name, kind, region: 'Victoria, AU' }, admin).expect(201);
  return res.body.id;
}

const link = (clubId: number, who: Account, role: 'member' | 'official') =>
  agent().post(`/api/admin/clubs/${clubId}/members`, { email: who.email, role }, admin);

const grants = async (clubId: number) =>
  (
    await rowsOf<{ animal_id: number }>(
      t.db,
      sql`SELECT animal_id FROM club_animals WHERE club_id = ${clubId} ORDER BY animal_id`,
    )
  ).map((r) => Number(r.animal_id));

beforeAll(async () => {
  t = await createTestApp();
  admin = (await account('owner', true)).cookie;
  member = await account('breeder');
  stranger = await account('breeder');
  vet = await account('vet');
  official = await account('breeder');
  bonnie = await dog(member, 'Bonnie', true);
  pepper = await dog(member, 'Pepper', true);
  await dog(member, 'Unsampled', false);
  strangersDog = await dog(stranger, 'Stranger', true);
  club = await newClub('Kelpie Club of Victoria', 'breed_club');
  office = await newClub('Dogs Victoria', 'registration_office');
  otherClub = await newClub('Cat Fanciers', 'cat_club');
  await link(club, member, 'member').expect(201);
  await link(office, member, 'member').expect(201);
  await link(club, official, 'official').expect(201);
  await link(otherClub, stranger, 'member').expect(201);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('admin: clubs and their members', () => {
  it('creates clubs and links accounts, with every club listed for the lab', async () => {
    const list = await agent().get('/api/admin/clubs', admin).expect(200);
    const kelpie = list.body.results.find((c: { id: number }) => c.id === club);
    expect(kelpie).toMatchObject({ name: 'Kelpie Club of Victoria', kind: 'breed_club', region: 'Victoria, AU' });
    expect(kelpie.members.map((m: { email: string; role: string }) => [m.email, m.role]).sort()).toEqual(
      [
        [member.email, 'member'],
        [official.email, 'official'],
      ].sort(),
    );
  });

  it('answers 428 in the spec’s shape for a bad club or member, and 404 for a missing club', async () => {
    const bad = await agent().post('/api/admin/clubs', { name: '', kind: 'pub' }, admin).expect(428);
    expect(bad.body).toEqual({ errors: { name: MSG.required, kind: CLUB_MSG.kindInvalid } });
    const nobody = await agent()
      .post(`/api/admin/clubs/${club}/members`, { email: 'nobody@example.test', role: 'member' }, admin)
      .expect(428);
    expect(nobody.body).toEqual({ errors: { email: CLUB_MSG.userNotFound } });
    const role = await agent().post(`/api/admin/clubs/${club}/members`, { email: member.email, role: 'boss' }, admin).expect(428);
    expect(role.body).toEqual({ errors: { role: CLUB_MSG.roleInvalid } });
    await agent().post('/api/admin/clubs/999999/members', { email: member.email, role: 'member' }, admin).expect(404);
  });

  it('is for admins only', async () => {
    await agent().get('/api/admin/clubs', member.cookie).expect(403);
    await agent().post('/api/admin/clubs', { name: 'Mine', kind: 'breed_club' }, official.cookie).expect(403);
    await agent().get('/api/admin/clubs').expect(401);
  });
});

describe('POST /api/my/clubs/transfer-club-animals', () => {
  it('asks which club when the member has several', async () => {
    const res = await agent()
      .post('/api/my/clubs/transfer-club-animals', { animal_ids: [bonnie] }, member.cookie)
      .expect(428);
    expect(res.body).toEqual({ errors: { club_id: CLUB_MSG.chooseClub } });
    expect(await grants(club)).toEqual([]);
  });

  it('shares several animals with the club at once, and again changes nothing', async () => {
    const body = { animal_ids: [bonnie, pepper, bonnie], club_id: club };
    const res = await agent().post('/api/my/clubs/transfer-club-animals', body, member.cookie).expect(201);
    expect(res.body).toEqual({ clubId: club, animalIds: [bonnie, pepper] });
    await agent().post('/api/my/clubs/transfer-club-animals', body, member.cookie).expect(201);
    expect(await grants(club)).toEqual([bonnie, pepper].sort((a, b) => a - b));
    await agent()
      .post('/api/my/clubs/transfer-club-animals', { animal_ids: [bonnie], club_id: office }, member.cookie)
      .expect(201);
    expect(await grants(office)).toEqual([bonnie]);
  });

  it('takes the only club of a member with one', async () => {
    const res = await agent()
      .post('/api/my/clubs/transfer-club-animals', { animal_ids: [strangersDog] }, stranger.cookie)
      .expect(201);
    expect(res.body.clubId).toBe(otherClub);
  });

  it('answers 428 in the spec’s shape for missing or bad animal ids', async () => {
    for (const animal_ids of [[], 'all', [0], ['x'], undefined]) {
      const res = await agent()
        .post('/api/my/clubs/transfer-club-animals', { animal_ids, club_id: club }, member.cookie)
        .expect(428);
      expect(res.body).toEqual({ errors: { animal_ids: CLUB_MSG.chooseAnimals } });
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    const res = await agent()
      .post('/api/my/clubs/transfer-club-animals', { animal_ids: tooMany, club_id: club }, member.cookie)
      .expect(428);
    expect(res.body).toEqual({ errors: { animal_ids: CLUB_MSG.tooManyAnimals } });
  });

  it('reads another account’s animal or a club the member is not in as not found, and grants nothing', async () => {
    const before = await grants(club);
    await agent()
      .post('/api/my/clubs/transfer-club-animals', { animal_ids: [pepper, strangersDog], club_id: club }, member.cookie)
      .expect(404);
    await agent()
      .post('/api/my/clubs/transfer-club-animals', { animal_ids: [bonnie], club_id: otherClub }, member.cookie)
      .expect(404);
    expect(await grants(club)).toEqual(before);
    expect(await grants(otherClub)).toEqual([strangersDog]);
  });

  it('is for breeders and owners: a vet is refused, a guest asked to sign in', async () => {
    await agent()
      .post('/api/my/clubs/transfer-club-animals', { animal_ids: [bonnie], club_id: club }, vet.cookie)
      .expect(403);
    await agent()
      .post('/api/my/clubs/transfer-club-animals', { animal_ids: [bonnie], club_id: club })
      .expect(401);
  });
});

describe('GET /api/tools/club-access', () => {
  it('lists each of the member’s clubs with the animals it may read, and the animals that can be shared', async () => {
    const res = await agent().get('/api/tools/club-access', member.cookie).expect(200);
    const byName = Object.fromEntries(
      res.body.results.map((r: { club: { name: string }; animals: Array<{ name: string }> }) => [
        r.club.name,
        r.animals.map((a) => a.name).sort(),
      ]),
    );
    expect(byName).toEqual({ 'Dogs Victoria': ['Bonnie'], 'Kelpie Club of Victoria': ['Bonnie', 'Pepper'] });
    // Only animals with published results can be shared; another member's club is not shown.
    expect(res.body.shareable.map((a: { name: string }) => a.name).sort()).toEqual(['Bonnie', 'Pepper']);
    expect(res.body.results.find((r: { club: { id: number } }) => r.club.id === otherClub)).toBeUndefined();
  });

  it('is for breeders and owners', async () => {
    await agent().get('/api/tools/club-access', vet.cookie).expect(403);
    await agent().get('/api/tools/club-access').expect(401);
  });
});

describe('a club official reads what was shared with the club, read-only', () => {
  it('sees the shared animals with their results and owner, nothing else', async () => {
    const mine = await agent().get('/api/club/official', official.cookie).expect(200);
    expect(mine.body.results).toEqual([{ clubId: club, kind: 'breed_club', role: 'official' }]);
    const res = await agent().get(`/api/club/animals?clubId=${club}`, official.cookie).expect(200);
    expect(res.body.club).toEqual({ id: club, name: 'Kelpie Club of Victoria', kind: 'breed_club' });
    expect(res.body.results.map((a: { name: string }) => a.name)).toEqual(['Bonnie', 'Pepper']);
    expect(res.body.results[0].results).toEqual([
      expect.objectContaining({ genotype: 'N/m', interpretation: expect.stringMatching(/Carrier/) }),
    ]);
    expect(res.body.results[0].ownerName).toBe('Harriet Clubbbreeder');
  });

  it('refuses a member who is not an official (403), and a club the official does not serve (404)', async () => {
    await agent().get(`/api/club/animals?clubId=${club}`, member.cookie).expect(403);
    await agent().get(`/api/club/animals?clubId=${otherClub}`, official.cookie).expect(404);
    await agent().get('/api/club/animals?clubId=999999', official.cookie).expect(404);
    const bad = await agent().get('/api/club/animals?clubId=abc', official.cookie).expect(428);
    expect(bad.body).toEqual({ errors: { clubId: CLUB_MSG.chooseClub } });
    await agent().get(`/api/club/animals?clubId=${club}`).expect(401);
  });

  it('has no way to change what it reads', async () => {
    await agent().delete(`/api/tools/club-access/?animalId=${bonnie}`, official.cookie).expect(404);
    expect(await grants(club)).toEqual([bonnie, pepper].sort((a, b) => a - b));
  });
});

describe('DELETE /api/tools/club-access/?animalId', () => {
  it('answers 428 in the spec’s shape for a missing or bad animal id', async () => {
    for (const query of ['', '?animalId=', '?animalId=abc', '?animalId=-1']) {
      const res = await agent().delete(`/api/tools/club-access/${query}`, member.cookie).expect(428);
      expect(res.body).toEqual({ errors: { animalId: CLUB_MSG.chooseAnimal } });
    }
  });

  it('reads another account’s animal as not found and withdraws nothing', async () => {
    await agent().delete(`/api/tools/club-access/?animalId=${strangersDog}`, member.cookie).expect(404);
    expect(await grants(otherClub)).toEqual([strangersDog]);
  });

  it('withdraws one club’s access, then every club’s, and the official no longer sees the animal', async () => {
    await agent().delete(`/api/tools/club-access/?animalId=${bonnie}&clubId=${office}`, member.cookie).expect(204);
    expect(await grants(office)).toEqual([]);
    expect(await grants(club)).toContain(bonnie);
    await agent().delete(`/api/tools/club-access/?animalId=${bonnie}`, member.cookie).expect(204);
    expect(await grants(club)).toEqual([pepper]);
    const res = await agent().get(`/api/club/animals?clubId=${club}`, official.cookie).expect(200);
    expect(res.body.results.map((a: { name: string }) => a.name)).toEqual(['Pepper']);
    // Nothing left to withdraw: not found.
    await agent().delete(`/api/tools/club-access/?animalId=${bonnie}`, member.cookie).expect(404);
  });

  it('is for breeders and owners', async () => {
    await agent().delete(`/api/tools/club-access/?animalId=${pepper}`, vet.cookie).expect(403);
    await agent().delete(`/api/tools/club-access/?animalId=${pepper}`).expect(401);
    expect(await grants(club)).toEqual([pepper]);
  });
});
