import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type supertest from 'supertest';
import { seedDemoResources } from '../../server/modules/resources/resources.seed.js';
import { RESOURCES_MSG } from '../../shared/resources.js';
import { pdfText } from '../support/pdf-text.js';
import { browser, createUser, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
type Account = { id: number; email: string; cookie: string };
let admin: string;
let kennel: Account;
let other: Account;
let owner: Account;
let vet: Account;

const PRA = 1001;
const DM = 1002;
let kora: { barcode: string; animalId: number };
let secret: { barcode: string; animalId: number };

async function account(type: 'breeder' | 'owner' | 'vet', isAdmin = false, lastName = 'Whitfield'): Promise<Account> {
  const user = await createUser(t, { userType: type, isAdmin, firstName: 'Maud', lastName });
  return { id: user.id, email: user.email, cookie: await signIn(t, user.email, user.password) };
}

const person = {
  firstName: 'Maud',
  lastName: 'Whitfield',
  address: '4 Mill Road',
  country: 'AU',
  city: 'Ballarat',
  postalCode: '3350',
  email: 'maud@whitfield.example',
  acceptTerms: true,
};

/** A dog through the real flow: kit allocated, activated, received, results imported and published. */
async function dog(
  who: Account,
  pet: { petName: string; gender: 'male' | 'female'; chipNumber: string },
  genotypes: Record<number, string> | null,
) {
  const allocated = await browser(t)
    .post('/api/admin/lab/kits/allocate', { email: who.email, testIds: [PRA, DM], quantity: 1 }, admin)
    .expect(201);
  const barcode: string = allocated.body.barcodes[0];
  const activated = await browser(t)
    .post(
      '/api/activate',
      {
        barcodes: { barcode, confirmBarcode: barcode },
        pet: { ...pet, species: 'dog', breed: 10, dobDay: 4, dobMonth: 3, dobYear: 2024 },
        person,
      },
      who.cookie,
    )
    .expect(201);
  if (genotypes) {
    await browser(t)
      .post('/api/admin/lab/kits/receive', { barcodes: [barcode] }, admin)
      .expect(200);
    const csv = ['barcode,test code,genotype', ...Object.entries(genotypes).map(([test, g]) => `${barcode},${test},${g}`)].join(
      '\n',
    );
    expect((await browser(t).post('/api/admin/lab/results/import', { csv }, admin).expect(200)).body.errors).toEqual([]);
    await browser(t)
      .post('/api/admin/lab/results/publish', { barcodes: [barcode] }, admin)
      .expect(200);
  }
  return { barcode, animalId: Number(activated.body.animalId) };
}

const binary = (req: supertest.Test) =>
  req.buffer(true).parse((response, callback) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => callback(null, Buffer.concat(chunks)));
  });

/** RFC 4180 rows, read independently of the code that wrote them. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await account('owner', true, 'Admin')).cookie;
  kennel = await account('breeder');
  other = await account('breeder', false, 'Otherfield');
  owner = await account('owner', false, 'Owner');
  vet = await account('vet', false, 'Vet');
  kora = await dog(kennel, { petName: '=Kora', gender: 'female', chipNumber: '036000000088801' }, { [PRA]: 'N/m', [DM]: 'N/N' });
  await dog(kennel, { petName: 'Waiting Wren', gender: 'male', chipNumber: '036000000088802' }, null);
  secret = await dog(other, { petName: 'Secret Sable', gender: 'female', chipNumber: '036000000088803' }, { [PRA]: 'N/N' });
  await seedDemoResources(t.db);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('work spreadsheets', () => {
  it('gives a breeder their animals and published results as CSV, one row per animal and test', async () => {
    const res = await binary(browser(t).get('/api/my/work-spreadsheet?format=csv', kennel.cookie)).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="work-spreadsheet-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(body.subarray(3).toString('utf8'));
    expect(header?.slice(0, 2)).toEqual(['Animal', 'Microchip']);
    const col = (name: string) => header?.indexOf(name) ?? -1;
    const pra = rows.find((r) => r[col('Test')]?.includes('PRA-prcd'));
    // A name starting with "=" is written after an apostrophe: never run as a formula.
    expect(pra?.[col('Animal')]).toBe("'=Kora");
    expect(pra?.[col('Microchip')]).toBe('036000000088801');
    expect(pra?.[col('Sex')]).toBe('Female');
    expect(pra?.[col('Date of birth')]).toBe('2024-03-04');
    expect(pra?.[col('Gene')]).toBe('PRCD');
    expect(pra?.[col('Genotype')]).toBe('N/m');
    expect(pra?.[col('Result')]).toBe('Carrier');
    expect(pra?.[col('Kit barcode')]).toBe(kora.barcode);
    expect(pra?.[col('Date published')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rows.filter((r) => r[col('Animal')] === "'=Kora")).toHaveLength(2);
    expect(rows.find((r) => r[col('Animal')] === 'Waiting Wren')?.[col('Result')]).toBe('No published results yet');
    expect(body.toString('utf8')).not.toContain('Secret Sable');
    expect(body.toString('utf8')).not.toContain(secret.barcode);
  });

  it('writes the same rows as an Excel workbook that reads back', async () => {
    const res = await binary(browser(t).get('/api/my/work-spreadsheet?format=xlsx', kennel.cookie)).expect(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as Parameters<typeof workbook.xlsx.load>[0]);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)));
    const header = values(1);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2));
    const dm = rows.find((r) => r[header.indexOf('Test')]?.includes('Degenerative Myelopathy'));
    expect(dm?.[header.indexOf('Animal')]).toBe('=Kora');
    expect(dm?.[header.indexOf('Genotype')]).toBe('N/N');
    expect(dm?.[header.indexOf('Result')]).toBe('Normal/Clear');
    expect(dm?.[header.indexOf('Kit barcode')]).toBe(kora.barcode);
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(rows.flat()).not.toContain('Secret Sable');
  });

  it('answers 428 for an unknown format, and refuses owners, vets and guests', async () => {
    const bad = await browser(t).get('/api/my/work-spreadsheet?format=pdf', kennel.cookie).expect(428);
    expect(bad.body).toEqual({ errors: { format: RESOURCES_MSG.format } });
    await browser(t).get('/api/my/work-spreadsheet?format=csv', owner.cookie).expect(403);
    await browser(t).get('/api/my/work-spreadsheet?format=csv', vet.cookie).expect(403);
    await browser(t).get('/api/my/work-spreadsheet?format=csv').expect(401);
  });
});

describe('fact sheets', () => {
  it('lists a fact sheet per test with a search, for every signed-in user', async () => {
    const res = await browser(t).get('/api/my/fact-sheets?search=prcd', vet.cookie).expect(200);
    const sheet = res.body.results.find((s: { id: number }) => s.id === PRA);
    expect(sheet).toMatchObject({
      name: 'Progressive Rod-Cone Degeneration (PRA-prcd)',
      species: 'canine',
      kind: 'disease',
      gene: 'PRCD',
      inheritance: 'Autosomal recessive',
    });
    expect(sheet.breeds).toContain('Labrador Retriever');
    expect(sheet.results.map((r: { genotype: string; label: string }) => `${r.genotype} ${r.label}`)).toEqual([
      'N/N Normal/Clear',
      'N/m Carrier',
      'm/m At risk/Affected',
    ]);
    const all = await browser(t).get('/api/my/fact-sheets', owner.cookie).expect(200);
    expect(all.body.count).toBeGreaterThan(100);
    expect(all.body.results).toHaveLength(20);
    expect(all.body.next).toBe(2);
    await browser(t).get('/api/my/fact-sheets').expect(401);
  });

  it('answers 428 for a bad page or an over-long search, and 404 for a product without a fact sheet', async () => {
    expect((await browser(t).get('/api/my/fact-sheets?page=0', kennel.cookie).expect(428)).body.errors).toHaveProperty('page');
    const long = await browser(t)
      .get(`/api/my/fact-sheets?search=${'x'.repeat(121)}`, kennel.cookie)
      .expect(428);
    expect(long.body).toEqual({ errors: { search: RESOURCES_MSG.search } });
    await browser(t).get('/api/my/fact-sheets/999999', kennel.cookie).expect(404);
  });

  it('downloads a fact sheet as a PDF with the condition, inheritance and what each result means', async () => {
    const res = await binary(browser(t).get(`/api/my/fact-sheets/${DM}/pdf`, owner.cookie)).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.body as Buffer);
    expect(text).toContain('Degenerative Myelopathy (DM)');
    expect(text).toContain('Autosomal recessive with incomplete penetrance');
    expect(text).toContain('N/m  Carrier');
  });
});

describe('case studies', () => {
  it('lists the case studies for vets and opens one', async () => {
    const list = await browser(t).get('/api/my/case-studies', vet.cookie).expect(200);
    expect(list.body.length).toBeGreaterThanOrEqual(3);
    const mdr1 = list.body.find((s: { test: string }) => s.test === 'Multidrug Sensitivity (MDR1)');
    expect(mdr1).not.toHaveProperty('sections');
    const one = await browser(t).get(`/api/my/case-studies/${mdr1.id}`, vet.cookie).expect(200);
    expect(one.body.sections.map((s: { heading: string }) => s.heading)).toContain('Points for practice');
    await browser(t).get('/api/my/case-studies/999999', vet.cookie).expect(404);
    await browser(t).get('/api/my/case-studies/abc', vet.cookie).expect(404);
  });

  it('refuses breeders and owners', async () => {
    await browser(t).get('/api/my/case-studies', kennel.cookie).expect(403);
    await browser(t).get('/api/my/case-studies', owner.cookie).expect(403);
  });
});

describe('ACM form requests', () => {
  it('lists the caller’s own animals to choose from', async () => {
    const res = await browser(t).get('/api/my/acm-form-requests/animals', kennel.cookie).expect(200);
    expect(res.body.map((a: { name: string }) => a.name)).toEqual(['=Kora', 'Waiting Wren']);
  });

  it('records a request, and the lab’s answer e-mails a PDF pre-filled with the animals and the agent', async () => {
    const created = await browser(t)
      .post(
        '/api/my/acm-form-requests',
        { animalIds: [kora.animalId], agentName: '  Dr Ines Ortega ', agentClinic: 'Ballarat Vet Clinic' },
        kennel.cookie,
      )
      .expect(201);
    expect(created.body).toMatchObject({ status: 'requested', agentName: 'Dr Ines Ortega', agentClinic: 'Ballarat Vet Clinic' });
    expect(created.body.reference).toMatch(/^ACM-\d{5}$/);
    expect(created.body.animals).toEqual([expect.objectContaining({ name: '=Kora', microchip: '036000000088801' })]);
    const mine = await browser(t).get('/api/my/acm-form-requests', kennel.cookie).expect(200);
    expect(mine.body.map((r: { id: number }) => r.id)).toEqual([created.body.id]);
    expect((await browser(t).get('/api/my/acm-form-requests', other.cookie).expect(200)).body).toEqual([]);

    const waiting = await browser(t).get('/api/admin/acm-form-requests', admin).expect(200);
    expect(waiting.body.find((r: { id: number }) => r.id === created.body.id)?.requester).toEqual({
      name: 'Maud Whitfield',
      email: kennel.email,
    });
    const sent = await browser(t).post(`/api/admin/acm-form-requests/${created.body.id}/send`, {}, admin).expect(200);
    expect(sent.body).toMatchObject({ status: 'sent', statusLabel: 'Sent by e-mail' });
    await browser(t).post(`/api/admin/acm-form-requests/${created.body.id}/send`, {}, admin).expect(409);

    const mails = await browser(t)
      .get(`/api/admin/mail-outbox?to=${encodeURIComponent(kennel.email)}`, admin)
      .expect(200);
    const mail = mails.body.find((m: { kind: string }) => m.kind === 'acm-forms');
    expect(mail.subject).toBe(`Your witnessed collection forms (${created.body.reference})`);
    expect(mail.text).toContain('Dr Ines Ortega (Ballarat Vet Clinic)');
    const [attachment] = JSON.parse(mail.attachments);
    expect(attachment.filename).toBe(`acm-forms-${created.body.reference}.pdf`);
    const text = pdfText(Buffer.from(attachment.content, 'base64'));
    expect(text).toContain('=Kora');
    expect(text).toContain('036000000088801');
    expect(text).toContain('Dr Ines Ortega');
    expect(text).toContain('Ballarat Vet Clinic');
    const after = await browser(t).get('/api/my/acm-form-requests', kennel.cookie).expect(200);
    expect(after.body[0]).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
  });

  it('answers 428 with the field and a clear message for a request that cannot be made', async () => {
    const none = await browser(t).post('/api/my/acm-form-requests', { animalIds: [] }, kennel.cookie).expect(428);
    expect(none.body).toEqual({ errors: { animalIds: RESOURCES_MSG.chooseAnimals } });
    const missing = await browser(t).post('/api/my/acm-form-requests', {}, kennel.cookie).expect(428);
    expect(missing.body.errors.animalIds).toBe(RESOURCES_MSG.chooseAnimals);
    const many = Array.from({ length: 21 }, (_, i) => i + 1);
    expect(
      (await browser(t).post('/api/my/acm-form-requests', { animalIds: many }, kennel.cookie).expect(428)).body.errors.animalIds,
    ).toBe(RESOURCES_MSG.tooManyAnimals);
    const long = await browser(t)
      .post('/api/my/acm-form-requests', { animalIds: [kora.animalId], agentName: 'x'.repeat(121) }, kennel.cookie)
      .expect(428);
    expect(long.body).toEqual({ errors: { agentName: RESOURCES_MSG.agentName } });
    const clinicOnly = await browser(t)
      .post('/api/my/acm-form-requests', { animalIds: [kora.animalId], agentClinic: 'Ballarat Vet Clinic' }, kennel.cookie)
      .expect(428);
    expect(clinicOnly.body).toEqual({ errors: { agentName: RESOURCES_MSG.clinicWithoutAgent } });
    const text = await browser(t)
      .post('/api/my/acm-form-requests', { animalIds: ['one', 2 ** 40] }, kennel.cookie)
      .expect(428);
    expect(text.body.errors).toHaveProperty('animalIds');
  });

  it('treats another account’s animal as not found and records nothing', async () => {
    const before = (await browser(t).get('/api/my/acm-form-requests', kennel.cookie)).body.length;
    await browser(t)
      .post('/api/my/acm-form-requests', { animalIds: [kora.animalId, secret.animalId] }, kennel.cookie)
      .expect(404);
    expect((await browser(t).get('/api/my/acm-form-requests', kennel.cookie)).body).toHaveLength(before);
  });

  it('refuses vets and guests, and the lab’s calls to anyone but an admin', async () => {
    await browser(t).get('/api/my/acm-form-requests', vet.cookie).expect(403);
    await browser(t)
      .post('/api/my/acm-form-requests', { animalIds: [kora.animalId] }, vet.cookie)
      .expect(403);
    await browser(t).get('/api/my/acm-form-requests').expect(401);
    await browser(t).get('/api/admin/acm-form-requests', kennel.cookie).expect(403);
    await browser(t).post('/api/admin/acm-form-requests/1/send', {}, kennel.cookie).expect(403);
    await browser(t).post('/api/admin/acm-form-requests/999999/send', {}, admin).expect(404);
  });

  it('lets an owner request forms for their own animal', async () => {
    const pup = await dog(owner, { petName: 'Biscuit', gender: 'male', chipNumber: '036000000088804' }, null);
    const res = await browser(t)
      .post('/api/my/acm-form-requests', { animalIds: [pup.animalId] }, owner.cookie)
      .expect(201);
    expect(res.body).toMatchObject({ status: 'requested', agentName: null });
  });
});
