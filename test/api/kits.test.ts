import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { pdfText } from '../support/pdf-text.js';
import { browser, createUser, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
let breeder: { id: number; email: string; cookie: string };
let other: { id: number; email: string; cookie: string };
let vet: { id: number; email: string; cookie: string };

const PRA = 1001; // PRA-prcd, autosomal recessive
const DM = 1002; // Degenerative myelopathy, incomplete penetrance
const PROFILE = 971; // Canine DNA profile (ISAG)

async function account(type: 'breeder' | 'owner' | 'vet', isAdmin = false) {
  const user = await createUser(t, { userType: type, isAdmin });
  return { id: user.id, email: user.email, cookie: await signIn(t, user.email, user.password) };
}

async function allocate(email: string, testIds = [PRA, DM], quantity = 1): Promise<[string, ...string[]]> {
  const res = await browser(t).post('/api/admin/lab/kits/allocate', { email, testIds, quantity }, admin).expect(201);
  expect(res.body.barcodes).toHaveLength(quantity);
  return res.body.barcodes;
}

const pet = {
  petName: 'Bonnie',
  gender: 'female',
  species: 'dog',
  breed: 10,
  dobDay: 4,
  dobMonth: 3,
  dobYear: 2023,
  chipNumber: '036000000012345',
};
const person = {
  firstName: 'Tess',
  lastName: 'Breeder',
  address: '1 Kennel Road',
  country: 'AU',
  city: 'Ballarat',
  postalCode: '3350',
  email: 'tess@example.test',
  acceptTerms: true,
};
const entry = (barcode: string, extra: object = {}) => ({ barcode, confirmBarcode: barcode, ...extra });

async function count(table: string, where = sql`true`) {
  const result = await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`);
  return (result.rows[0] as { n: number }).n;
}

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  admin = (await account('owner', true)).cookie;
  breeder = await account('breeder');
  other = await account('owner');
  vet = await account('vet');
});
afterAll(async () => {
  await t.close();
});

describe('kit allocation (the seam orders will call)', () => {
  it('allocates kits with check-digit barcodes, records the move and e-mails the owner', async () => {
    const [barcode] = await allocate(breeder.email);
    expect(barcode).toMatch(/^PDL\d{9}$/);
    expect(
      await count('kit_events', sql`to_status = 'allocated' and kit_id = (select id from kits where barcode = ${barcode})`),
    ).toBe(1);
    expect(await count('mail_outbox', sql`"to" = ${breeder.email} and kind = 'kit-allocated'`)).toBeGreaterThan(0);
  });

  it('refuses unknown tests and customers with field errors', async () => {
    const res = await browser(t)
      .post('/api/admin/lab/kits/allocate', { email: 'nobody@example.test', testIds: [PRA], quantity: 1 }, admin)
      .expect(428);
    expect(res.body.errors.email).toBe('No account has this email address');
    const bad = await browser(t)
      .post('/api/admin/lab/kits/allocate', { email: breeder.email, testIds: [999999], quantity: 1 }, admin)
      .expect(428);
    expect(bad.body.errors.testIds).toBe('Choose tests from the catalogue');
  });

  it('is for admins only', async () => {
    await browser(t)
      .post('/api/admin/lab/kits/allocate', { email: breeder.email, testIds: [PRA], quantity: 1 }, breeder.cookie)
      .expect(403);
  });
});

describe('activation', () => {
  it('answers whether an e-mail has an account', async () => {
    const known = await browser(t).post('/api/activate/register-email', { email: breeder.email }).expect(200);
    expect(known.body.accountExists).toBe(true);
    const unknown = await browser(t).post('/api/activate/register-email', { email: 'new@example.test' }).expect(200);
    expect(unknown.body.accountExists).toBe(false);
    const bad = await browser(t).post('/api/activate/register-email', { email: 'nope' }).expect(428);
    expect(bad.body.errors.email).toBe('email must be a valid email');
  });

  it('uses every barcode text of spec §5', async () => {
    const long = 'X'.repeat(51);
    const res = await browser(t)
      .post('/api/activate/barcode', { barcodes: { barcode: long, confirmBarcode: 'Y' } }, breeder.cookie)
      .expect(428);
    expect(res.body.errors['barcodes.barcode']).toBe('This field can only have maximum 50 characters');
    expect(res.body.errors['barcodes.confirmBarcode']).toBe("Confirm Barcode Number doesn't match");
    const second = await browser(t)
      .post('/api/activate/barcode', { barcodes: { barcode: 'A1', confirmBarcode: 'A1', secondBarcode: 'a1' } }, breeder.cookie)
      .expect(428);
    expect(second.body.errors['barcodes.secondBarcode']).toBe('This Barcode number must be different the first barcode number');
    expect(second.body.errors['barcodes.confirmSecondBarcode']).toBe('This field is required');
    const empty = await browser(t)
      .post('/api/activate/barcode', { barcodes: { barcode: '', confirmBarcode: '' } }, breeder.cookie)
      .expect(428);
    expect(empty.body.errors['barcodes.barcode']).toBe('This field is required');
  });

  it('refuses a barcode that does not exist or belongs to another account, changing nothing', async () => {
    const [barcode] = await allocate(other.email);
    const unknown = await browser(t)
      .post('/api/activate/barcode', { barcodes: entry('PDL000000000') }, breeder.cookie)
      .expect(428);
    expect(unknown.body.errors['barcodes.barcode']).toMatch(/does not exist/);
    const theirs = await browser(t)
      .post('/api/activate', { barcodes: entry(barcode), pet, person }, breeder.cookie)
      .expect(428);
    expect(theirs.body.errors['barcodes.barcode']).toMatch(/another account/);
    expect(await count('kits', sql`barcode = ${barcode} and status = 'allocated'`)).toBe(1);
    expect(await count('animals', sql`owner_id = ${breeder.id}`)).toBe(0);
  });

  it('validates the pet: name and gender required, date of birth from 2000', async () => {
    const res = await browser(t)
      .post(
        '/api/activate/about-my-pet',
        { petName: '', gender: '', species: 'dog', dobYear: 1999, dobMonth: 13 },
        breeder.cookie,
      )
      .expect(428);
    expect(res.body.errors).toMatchObject({
      petName: 'This field is required',
      gender: 'This field is required',
      dobYear: 'Year must be between 2000 and this year',
      dobMonth: 'Month is not valid',
    });
    const person428 = await browser(t)
      .post('/api/activate/about-me', { ...person, firstName: '', acceptTerms: false }, breeder.cookie)
      .expect(428);
    expect(person428.body.errors).toMatchObject({ firstName: 'This field is required', acceptTerms: 'This field must be true' });
  });

  it('activates a kit for a new animal, then refuses the same barcode again', async () => {
    const [barcode] = await allocate(breeder.email);
    const check = await browser(t)
      .post('/api/activate/barcode', { barcodes: entry(barcode.toLowerCase()) }, breeder.cookie)
      .expect(200);
    expect(check.body.mode).toBe('step');
    const res = await browser(t)
      .post('/api/activate', { barcodes: entry(barcode), pet, person }, breeder.cookie)
      .expect(201);
    expect(res.body.barcodes).toEqual([barcode]);
    expect(await count('animals', sql`owner_id = ${breeder.id} and name = 'Bonnie' and breed_name = 'Affenpinscher'`)).toBe(1);
    expect(await count('kits', sql`barcode = ${barcode} and contact->>'city' = 'Ballarat' and contact->>'country' = 'AU'`)).toBe(
      1,
    );
    const again = await browser(t)
      .post('/api/activate', { barcodes: entry(barcode), pet, person }, breeder.cookie)
      .expect(428);
    expect(again.body.errors['barcodes.barcode']).toBe('This barcode has already been activated');
  });

  it('adds the barcode to the animal with the same microchip instead of a duplicate', async () => {
    const [barcode] = await allocate(breeder.email, [PROFILE]);
    await browser(t)
      .post('/api/activate', { barcodes: entry(barcode), pet: { ...pet, petName: 'Bonnie again' }, person }, breeder.cookie)
      .expect(201);
    expect(await count('animals', sql`owner_id = ${breeder.id} and microchip = '036000000012345'`)).toBe(1);
  });

  it('redeems a multi-pack credit atomically and refuses when none is left', async () => {
    await t.db.execute(sql`insert into kit_credits (user_id, category_id, credits) values (${breeder.id}, 1, 1)`);
    const [a, b] = await allocate(breeder.email, [PRA], 2);
    const balance = await browser(t).get('/api/activate', breeder.cookie).expect(200);
    expect(balance.body.results).toEqual([{ categoryId: 1, credits: 1 }]);
    const body = (barcode: string, chip: string) => ({
      barcodes: entry(barcode),
      pet: { ...pet, petName: 'Credit', chipNumber: chip },
      person,
      type: 1,
      productIds: [PRA],
    });
    await browser(t)
      .post('/api/activate', body(a as string, '036000000099991'), breeder.cookie)
      .expect(201);
    const none = await browser(t)
      .post('/api/activate', body(b as string, '036000000099992'), breeder.cookie)
      .expect(428);
    expect(none.body.errors.type).toMatch(/no test kits left/);
    expect(await count('kits', sql`barcode = ${b} and status = 'allocated'`)).toBe(1);
    expect(await count('kit_credits', sql`user_id = ${breeder.id} and credits = 0`)).toBe(1);
  });

  it('rate limits barcode checks', async () => {
    const ip = '10.9.9.9';
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const res = await browser(t)
        .post('/api/activate/barcode', { barcodes: entry('NOPE') }, breeder.cookie)
        .set('x-forwarded-for', ip);
      last = res.status;
    }
    expect(last).toBe(429);
  });
});

describe('the lab, results and reports', () => {
  let barcode: string;
  let animalId: number;

  beforeAll(async () => {
    [barcode] = (await allocate(breeder.email, [PRA, DM, PROFILE])) as [string];
    const res = await browser(t)
      .post(
        '/api/activate',
        { barcodes: entry(barcode), pet: { ...pet, petName: 'Scout', chipNumber: '036000000055555' }, person },
        breeder.cookie,
      )
      .expect(201);
    animalId = res.body.animalId;
  });

  it('refuses illegal moves with the reason', async () => {
    const res = await browser(t).post(`/api/admin/lab/kits/${barcode}/status`, { status: 'results_ready' }, admin).expect(409);
    expect(res.body.message).toMatch(/cannot go from/);
  });

  it('receives scanned samples and shows the tracker with expected completion, nothing personal', async () => {
    const res = await browser(t)
      .post('/api/admin/lab/kits/receive', { barcodes: [barcode, 'PDL000000000'] }, admin)
      .expect(200);
    expect(res.body.results[0]).toMatchObject({ ok: true });
    expect(res.body.results[1]).toMatchObject({ ok: false, message: 'No kit has this barcode' });
    const tracker = await t.http.get(`/api/tools/sample-tracker/${barcode}`).expect(200);
    expect(tracker.body.status).toBe('sample_received');
    expect(tracker.body.expectedCompletion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(tracker.body)).not.toMatch(/Scout|Tess|036000000055555/);
    expect(await count('mail_outbox', sql`"to" = ${breeder.email} and kind = 'kit-sample-received'`)).toBe(1);
  });

  it('imports a CSV into drafts, with errors per line, and keeps them hidden until published', async () => {
    const csv = `barcode,test code,genotype\n${barcode},${PRA},N/m\n${barcode},${DM},m/m\n${barcode},1003,N/N\n${barcode},${DM},carrier\n${barcode},AHT121,98/104\n${barcode},AMEL,X/X\n`;
    const res = await browser(t).post('/api/admin/lab/results/import', { csv }, admin).expect(200);
    expect(res.body.imported).toBe(4);
    expect(res.body.errors.map((e: { line: number }) => e.line)).toEqual([4, 5]);
    const hidden = await browser(t).get(`/api/my/animals/${animalId}/results/${barcode}`, breeder.cookie).expect(200);
    expect(hidden.body.results).toEqual([]);
    expect(hidden.body.status).toBe('in_testing');
  });

  it('publishes: results in plain words, DNA profile, reports with codes that verify', async () => {
    const res = await browser(t)
      .post('/api/admin/lab/results/publish', { barcodes: [barcode] }, admin)
      .expect(200);
    expect(res.body.results[0]).toMatchObject({ ok: true });
    const results = await browser(t).get(`/api/my/animals/${animalId}/results/${barcode}`, breeder.cookie).expect(200);
    const byName = Object.fromEntries(
      results.body.results.map((r: { testName: string; label: string }) => [r.testName, r.label]),
    );
    expect(byName['Progressive Rod-Cone Degeneration (PRA-prcd)']).toBe('Carrier');
    expect(byName['Degenerative Myelopathy (DM)']).toBe('At risk/Affected');
    const dna = await browser(t).get(`/api/my/animals/${animalId}/dna/${barcode}`, breeder.cookie).expect(200);
    expect(dna.body.markers).toEqual([
      { marker: 'AHT121', alleles: '98/104' },
      { marker: 'AMEL', alleles: 'X/X' },
    ]);
    const summary = results.body.reports.find((r: { kind: string }) => r.kind === 'summary');
    const ok = await t.http.get(`/api/tools/report-authenticate/${barcode}?code=${summary.code.toLowerCase()}`).expect(200);
    expect(ok.body.genuine).toBe(true);
    expect(ok.body.record.animal.name).toBe('Scout');
    const forged = await t.http.get(`/api/tools/report-authenticate/${barcode}?code=AAAA-BBBB-CCCC`).expect(200);
    expect(forged.body.genuine).toBe(false);
    await t.db.execute(
      sql`update reports set record = jsonb_set(record, '{results,0,genotype}', '"N/N"') where code = ${summary.code}`,
    );
    const edited = await t.http.get(`/api/tools/report-authenticate/${barcode}?code=${summary.code}`).expect(200);
    expect(edited.body.genuine).toBe(false);
    expect(await count('mail_outbox', sql`"to" = ${breeder.email} and kind = 'kit-results-ready'`)).toBe(1);
  });

  it('renders the summary report and certificate as PDFs with the code, and e-mails a copy', async () => {
    const res = await browser(t)
      .get(`/api/my/animals/${animalId}/results/${barcode}/report?report_type=summary`, breeder.cookie)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.body as Buffer);
    expect(text).toContain('Genetic Summary Report');
    expect(text).toContain('Scout');
    expect(text).toContain('036000000055555');
    expect(text).toContain('N/m');
    expect(text).toContain('Carrier');
    expect(text.replace(/\s+/g, ' ')).toContain('Pair only with a clear');
    expect(text).toContain('Dr Helen Marsh');
    const results = await browser(t).get(`/api/my/animals/${animalId}/results/${barcode}`, breeder.cookie).expect(200);
    const summary = results.body.reports.find((r: { kind: string }) => r.kind === 'summary');
    expect(text).toContain(summary.code);
    await browser(t).get(`/api/my/animals/${animalId}/results/${barcode}/breed-certificate`, breeder.cookie).expect(200);
    await browser(t).get(`/api/my/animals/${animalId}/results/${barcode}/report`, other.cookie).expect(404);
    const sent = await browser(t)
      .get(`/api/my/animals/${animalId}/results/${barcode}/report?send_email=true`, breeder.cookie)
      .expect(200);
    expect(sent.body).toEqual({ sent: true, to: breeder.email });
    expect(await count('mail_outbox', sql`"to" = ${breeder.email} and kind = 'report-summary' and attachments is not null`)).toBe(
      1,
    );
  });

  it('draws page 1 of the summary report and of the certificate: their text is there and the page is not blank', async () => {
    const pdfOf = async (path: string) =>
      (
        await browser(t)
          .get(path, breeder.cookie)
          .buffer(true)
          .parse((response, callback) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => callback(null, Buffer.concat(chunks)));
          })
          .expect(200)
      ).body as Buffer;
    const kept = join(process.cwd(), 'test-results', 'reports');
    mkdirSync(kept, { recursive: true });
    const work = mkdtempSync(join(tmpdir(), 'report-page-'));
    const documents = {
      summary: await pdfOf(`/api/my/animals/${animalId}/results/${barcode}/report?report_type=summary`),
      certificate: await pdfOf(`/api/my/animals/${animalId}/results/${barcode}/breed-certificate`),
    };
    for (const [name, pdf] of Object.entries(documents)) {
      const file = join(work, `${name}.pdf`);
      writeFileSync(file, pdf);
      // Poppler draws page 1 as people see it: a PNG kept in test-results/reports to look at, a PPM to measure.
      execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '100', '-png', '-singlefile', file, join(kept, name)]);
      execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '40', '-singlefile', file, join(work, name)]);
      const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', file, '-'], { encoding: 'utf8' });
      expect({ name, scout: text.includes('Scout'), chip: text.includes('036000000055555') }).toEqual({
        name,
        scout: true,
        chip: true,
      });
      expect(statSync(join(kept, `${name}.png`)).size).toBeGreaterThan(10_000);
      const ink = inkOf(readFileSync(join(work, `${name}.ppm`)));
      expect({ name, inked: ink.inked > 0.03, coloured: ink.coloured > 0.001 }).toEqual({ name, inked: true, coloured: true });
    }
    const summaryPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', join(work, 'summary.pdf'), '-'], { encoding: 'utf8' });
    expect(summaryPage).toContain('Genetic Summary Report');
    expect(summaryPage).toContain('Carrier');
    rmSync(work, { recursive: true, force: true });
  });

  it('offers upgrade tests of the species not yet run on the sample', async () => {
    const res = await browser(t).get(`/api/my/animals/${animalId}/products/${barcode}`, breeder.cookie).expect(200);
    const ids = res.body.results.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(PRA);
    expect(ids).toContain(1003);
    expect(ids).not.toContain(1401);
    await browser(t).get(`/api/my/animals/${animalId}/products/${barcode}`, other.cookie).expect(404);
  });

  it('sends a free replacement kit when a sample fails', async () => {
    const [failing] = await allocate(breeder.email, [PRA]);
    await browser(t)
      .post(
        '/api/activate',
        { barcodes: entry(failing as string), pet: { ...pet, petName: 'Fail', chipNumber: '036000000077777' }, person },
        breeder.cookie,
      )
      .expect(201);
    await browser(t)
      .post('/api/admin/lab/kits/receive', { barcodes: [failing] }, admin)
      .expect(200);
    await browser(t)
      .post(`/api/admin/lab/kits/${failing}/status`, { status: 'sample_failed', note: 'Insufficient DNA' }, admin)
      .expect(200);
    expect(await count('kits', sql`barcode = ${failing} and status = 'resample_requested'`)).toBe(1);
    expect(
      await count('kits', sql`replaces_kit_id = (select id from kits where barcode = ${failing}) and status = 'allocated'`),
    ).toBe(1);
  });
});

describe('animals: access, share, archive and transfer', () => {
  let animalId: number;
  beforeAll(async () => {
    const list = await browser(t).get('/api/my/animals?query_type=pet_name&query=Scout', breeder.cookie).expect(200);
    animalId = list.body.results[0].id;
  });

  it('lists 15 a page with search and filters', async () => {
    const res = await browser(t).get('/api/my/animals?page=1', breeder.cookie).expect(200);
    expect(res.body.count).toBeGreaterThan(0);
    expect(res.body.results.length).toBeLessThanOrEqual(15);
    const chip = await browser(t).get('/api/my/animals?query_type=chip_number&query=036000000055555', breeder.cookie).expect(200);
    expect(chip.body.results.map((a: { name: string }) => a.name)).toEqual(['Scout']);
    const scoutBarcode: string = chip.body.results[0].barcodes[0].barcode;
    const byBarcode = await browser(t)
      .get(`/api/my/animals?query_type=barcode&query=${scoutBarcode.slice(2).toLowerCase()}`, breeder.cookie)
      .expect(200);
    expect(byBarcode.body.results.map((a: { name: string }) => a.name)).toEqual(['Scout']);
    const anyField = await browser(t).get(`/api/my/animals?search=${scoutBarcode}`, breeder.cookie).expect(200);
    expect(anyField.body.results.map((a: { name: string }) => a.name)).toEqual(['Scout']);
    const noKit = await browser(t).get('/api/my/animals?query_type=barcode&query=PDL999999999', breeder.cookie).expect(200);
    expect(noKit.body.count).toBe(0);
    const males = await browser(t).get('/api/my/animals?gender=male', breeder.cookie).expect(200);
    expect(males.body.count).toBe(0);
  });

  it('adds an animal without a kit, matching an existing one by registration number', async () => {
    const bad = await browser(t).post('/api/my/animals', { petName: '', gender: 'x', species: 'dog' }, other.cookie).expect(428);
    expect(bad.body.errors).toMatchObject({ petName: 'This field is required', gender: 'This field is required' });
    const first = await browser(t)
      .post('/api/my/animals', { petName: 'Pip', gender: 'male', species: 'cat', registrationNumber: 'gccf 123' }, other.cookie)
      .expect(201);
    const again = await browser(t)
      .post(
        '/api/my/animals',
        { petName: 'Pip (again)', gender: 'male', species: 'cat', registrationNumber: 'GCCF 123' },
        other.cookie,
      )
      .expect(201);
    expect(again.body.id).toBe(first.body.id);
  });

  it("answers 404 for another account's animal", async () => {
    await browser(t).get(`/api/my/animals/${animalId}`, other.cookie).expect(404);
    await browser(t).post(`/api/my/animals/${animalId}/share`, { email: other.email }, other.cookie).expect(404);
  });

  it('shares read-only with a vet, who can read but not change it; unshare removes it', async () => {
    await browser(t).post(`/api/my/animals/${animalId}/share`, { email: vet.email }, breeder.cookie).expect(201);
    const twice = await browser(t).post(`/api/my/animals/${animalId}/share`, { email: vet.email }, breeder.cookie).expect(428);
    expect(twice.body.errors.email).toBe('This animal is already shared with this account');
    const shared = await browser(t).get('/api/my/animals?view=shared', vet.cookie).expect(200);
    expect(shared.body.results.map((a: { id: number }) => a.id)).toContain(animalId);
    const detail = await browser(t).get(`/api/my/animals/${animalId}`, vet.cookie).expect(200);
    expect(detail.body.access).toBe('shared');
    // Searching by owner name finds the sharer's animal for the vet, and the breeder's own animals for the breeder.
    const ownerName = `${(await browser(t).get('/api/my/details', breeder.cookie).expect(200)).body.lastName}`;
    const byOwner = (cookie: string, name: string) =>
      browser(t)
        .get(`/api/my/animals?view=all&query_type=owner_name&query=${encodeURIComponent(name)}`, cookie)
        .expect(200);
    expect((await byOwner(vet.cookie, ownerName)).body.results.map((a: { id: number }) => a.id)).toEqual([animalId]);
    expect((await byOwner(breeder.cookie, ownerName)).body.results.map((a: { id: number }) => a.id)).toContain(animalId);
    expect((await byOwner(vet.cookie, 'No Such Owner')).body.count).toBe(0);
    await browser(t).put(`/api/my/animals/${animalId}`, { archived: true }, vet.cookie).expect(404);
    await t.http
      .patch(`/api/my/animals/${animalId}`)
      .set('origin', 'http://shop.test')
      .set('sec-fetch-site', 'same-origin')
      .set('cookie', vet.cookie)
      .send({ archived: true })
      .expect(403);
    await browser(t).delete(`/api/my/animals/${animalId}/share/${vet.id}`, breeder.cookie).expect(204);
    await browser(t).get(`/api/my/animals/${animalId}`, vet.cookie).expect(404);
  });

  it('archives and restores', async () => {
    const patch = (archived: boolean) =>
      t.http
        .patch(`/api/my/animals/${animalId}`)
        .set('origin', 'http://shop.test')
        .set('sec-fetch-site', 'same-origin')
        .set('cookie', breeder.cookie)
        .send({ archived });
    await patch(true).expect(200);
    const archived = await browser(t).get('/api/my/animals?view=archived', breeder.cookie).expect(200);
    expect(archived.body.results.map((a: { id: number }) => a.id)).toContain(animalId);
    await patch(false).expect(200);
  });

  it('transfers to a new owner only when the recipient accepts, keeping history', async () => {
    const offer = await browser(t)
      .post(`/api/my/animals/${animalId}/transfer`, { email: other.email }, breeder.cookie)
      .expect(201);
    await browser(t).post(`/api/my/animals/${animalId}/transfer`, { email: other.email }, breeder.cookie).expect(428);
    await browser(t).post(`/api/my/transfers/${offer.body.id}/accept`, {}, breeder.cookie).expect(404);
    await browser(t).post(`/api/my/transfers/${offer.body.id}/accept`, {}, other.cookie).expect(200);
    await browser(t).get(`/api/my/animals/${animalId}`, breeder.cookie).expect(404);
    const mine = await browser(t).get(`/api/my/animals/${animalId}`, other.cookie).expect(200);
    expect(mine.body.access).toBe('owner');
    const history = await browser(t).get('/api/my/transfers', breeder.cookie).expect(200);
    expect(history.body.results[0]).toMatchObject({ status: 'accepted', direction: 'outgoing' });
  });

  it("counts an account's own and archived animals right through adding, archiving, moving and deleting them", async () => {
    const listed = async (cookie: string) => ({
      mine: (await browser(t).get('/api/my/animals', cookie).expect(200)).body.count,
      archived: (await browser(t).get('/api/my/animals?view=archived', cookie).expect(200)).body.count,
    });
    const held = async (ownerId: number) => ({
      mine: await count('animals', sql`owner_id = ${ownerId} and archived_at is null`),
      archived: await count('animals', sql`owner_id = ${ownerId} and archived_at is not null`),
    });
    // Every step of this file so far (activations, adds, an archive and restore, a transfer) is counted.
    for (const who of [breeder, other]) expect(await listed(who.cookie)).toEqual(await held(who.id));

    const before = await listed(other.cookie);
    const added = await browser(t).post('/api/my/animals', { petName: 'Counted', gender: 'male', species: 'dog' }, other.cookie);
    expect(added.status).toBe(201);
    expect(await listed(other.cookie)).toEqual({ mine: before.mine + 1, archived: before.archived });
    await t.http
      .patch(`/api/my/animals/${added.body.id}`)
      .set('origin', 'http://shop.test')
      .set('sec-fetch-site', 'same-origin')
      .set('cookie', other.cookie)
      .send({ archived: true })
      .expect(200);
    expect(await listed(other.cookie)).toEqual({ mine: before.mine, archived: before.archived + 1 });
    // A change made outside the API (the lab's tools, an operator's SQL) is counted too.
    await t.db.execute(sql`update animals set owner_id = ${breeder.id} where id = ${added.body.id}`);
    expect(await listed(other.cookie)).toEqual(before);
    expect(await listed(breeder.cookie)).toEqual(await held(breeder.id));
    await t.db.execute(sql`delete from animals where id = ${added.body.id}`);
    expect(await listed(breeder.cookie)).toEqual(await held(breeder.id));
    // A filtered list is counted afresh.
    const males = await browser(t).get('/api/my/animals?gender=male', other.cookie).expect(200);
    expect(males.body.count).toBe(
      await count('animals', sql`owner_id = ${other.id} and archived_at is null and gender = 'male'`),
    );

    // An account deleted with its animals takes its count with it, and every kept count matches its rows.
    const leaving = await account('owner');
    await browser(t).post('/api/my/animals', { petName: 'Gone', gender: 'female', species: 'cat' }, leaving.cookie).expect(201);
    await t.db.execute(sql`delete from users where id = ${leaving.id}`);
    expect(await count('animal_counts', sql`owner_id = ${leaving.id}`)).toBe(0);
    const drift = await t.db.execute(sql`
      select coalesce(c.owner_id, a.owner_id) as owner_id from animal_counts c
      full join (select owner_id, count(*) filter (where archived_at is null)::int as live,
                        count(*) filter (where archived_at is not null)::int as archived
                 from animals group by owner_id) a on a.owner_id = c.owner_id
      where coalesce(c.live, 0) <> coalesce(a.live, 0) or coalesce(c.archived, 0) <> coalesce(a.archived, 0)`);
    expect(drift.rows).toEqual([]);
  });
});

describe('paid orders', () => {
  it('a paid order allocates its kits through the seam and adds multi-pack credits to the balance', async () => {
    const GB = 'country=GB; currency=GBP';
    const buyer = await createUser(t, { userType: 'breeder', countryCode: 'GB', currency: 'GBP' });
    const cookie = `${GB}; ${await signIn(t, buyer.email, buyer.password)}`;
    const pack = (
      await t.db.execute(sql`select id, category_id, kit_count from products where kit_count is not null order by id limit 1`)
    ).rows[0] as { id: number; category_id: number; kit_count: number };
    const cart = (await browser(t).post('/api/cart', {}, cookie).expect(201)).body;
    for (const productId of [PRA, DM, pack.id])
      await browser(t).post(`/api/cart/${cart.sessionId}/item`, { productId }, cookie).expect(201);
    const order = (
      await browser(t)
        .post(
          '/api/store/checkout',
          {
            acceptTerms: true,
            sessionId: cart.sessionId,
            billingAddress: {
              firstName: 'Tess',
              lastName: 'Breeder',
              address: '1 Kennel Road',
              city: 'London',
              postalCode: 'SW1A 2AA',
              country: 'GB',
              email: buyer.email,
            },
            payment: { method: 'EFT' },
          },
          cookie,
        )
        .set('idempotency-key', `kits-${Date.now()}`)
        .expect(201)
    ).body;
    expect(await count('kits', sql`owner_id = ${buyer.id}`)).toBe(0);
    await browser(t).post(`/api/admin/orders/${order.id}/mark-paid`, {}, admin).expect(200);
    const rows = (
      await t.db.execute(sql`select test_ids, order_reference, status from kits where owner_id = ${buyer.id} order by id`)
    ).rows as Array<{ test_ids: number[]; order_reference: string; status: string }>;
    // Tests without an animal note get a kit each (docs/decisions/0604).
    expect(rows.map((r) => [...r.test_ids])).toEqual([[PRA], [DM]]);
    expect(rows.every((r) => r.order_reference === order.number && r.status === 'allocated')).toBe(true);
    expect(
      await count(
        'kit_credits',
        sql`user_id = ${buyer.id} and category_id = ${pack.category_id} and credits = ${pack.kit_count}`,
      ),
    ).toBe(1);
  });
});

describe('collected animals', () => {
  it('keeps an agent register: create, list, update, delete, validation', async () => {
    const bad = await browser(t)
      .post('/api/tools/collected-animal', { name: '', species: 'canine', collectedOn: '2999-01-01' }, vet.cookie)
      .expect(428);
    expect(bad.body.errors.name).toBe('This field is required');
    const created = await browser(t)
      .post(
        '/api/tools/collected-animal',
        { name: 'Rex', species: 'canine', microchip: '036000000011111', collectedOn: '2026-11-20' },
        vet.cookie,
      )
      .expect(201);
    await browser(t)
      .put(
        `/api/tools/collected-animal/${created.body.id}`,
        { name: 'Rex II', species: 'canine', collectedOn: '2026-11-20' },
        other.cookie,
      )
      .expect(404);
    await browser(t)
      .put(
        `/api/tools/collected-animal/${created.body.id}`,
        { name: 'Rex II', species: 'canine', collectedOn: '2026-11-20' },
        vet.cookie,
      )
      .expect(200);
    const list = await browser(t).get('/api/tools/collected-animal?name=rex', vet.cookie).expect(200);
    expect(list.body.results[0].name).toBe('Rex II');
    await browser(t).delete(`/api/tools/collected-animal/${created.body.id}`, vet.cookie).expect(204);
  });
});

/** Shares of a binary PPM's pixels that are not paper-white, and that carry colour (not a shade of grey). */
function inkOf(ppm: Buffer): { inked: number; coloured: number } {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('not a binary PPM');
  const pixels = Number(header[1]) * Number(header[2]);
  const start = header[0].length;
  let inked = 0;
  let coloured = 0;
  for (let i = 0; i < pixels; i++) {
    const [r, g, b] = [ppm[start + 3 * i] ?? 255, ppm[start + 3 * i + 1] ?? 255, ppm[start + 3 * i + 2] ?? 255];
    if (Math.min(r, g, b) < 230) inked++;
    if (Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured++;
  }
  return { inked: inked / pixels, coloured: coloured / pixels };
}
