import { LAB } from '../../../shared/lab.js';
import type { AcmAnimal, FactSheet } from '../../../shared/types/resources.js';
import { day, openLabDocument } from '../kits/report-pdf.js';

const speciesWord = (species: 'canine' | 'feline') => (species === 'canine' ? 'Dogs' : 'Cats');

/** A test's fact sheet as the lab prints it: the condition, breeds, gene, inheritance, each result and advice. */
export async function renderFactSheetPdf(sheet: FactSheet, issuedAt: string): Promise<Uint8Array> {
  const doc = await openLabDocument({ title: `Fact sheet: ${sheet.name}`, heading: 'Test Fact Sheet', issuedAt });
  const { text, down, margin, bold } = doc;
  text(sheet.name, { size: 13, font: bold });
  down(20);
  const facts: Array<[string, string]> = [
    ['Species', speciesWord(sheet.species)],
    ['Type', sheet.kind === 'disease' ? 'Disease test' : 'Trait test'],
    ['Gene', sheet.gene ?? 'Not stated'],
    ['Inheritance', sheet.inheritance],
  ];
  for (const [label, value] of facts) {
    text(`${label}:`, { font: bold });
    text(value, { x: margin + 90 });
    down(14);
  }
  down(8);
  text(sheet.kind === 'disease' ? 'The condition' : 'The trait', { font: bold, size: 11 });
  down(14);
  doc.paragraph(sheet.description, { size: 9.5, lineHeight: 12 });
  down(6);
  text('Breeds', { font: bold, size: 11 });
  down(14);
  doc.paragraph(
    sheet.breeds.length
      ? `Recommended for: ${sheet.breeds.join(', ')}. Any animal of another breed or a mixed breed can be tested too.`
      : `Relevant to all ${speciesWord(sheet.species).toLowerCase()}, whatever the breed.`,
    { size: 9.5, lineHeight: 12 },
  );
  down(6);
  if (sheet.results.length) {
    text('What each result means', { font: bold, size: 11 });
    down(16);
    for (const result of sheet.results) {
      doc.keep(60);
      text(`${result.genotype}  ${result.label}`, { font: bold });
      down(13);
      doc.paragraph(`For the animal: ${result.meaning}`, { indent: 12 });
      doc.paragraph(`For breeding: ${result.breeding}`, { indent: 12 });
      down(4);
    }
  }
  doc.keep(50);
  text('Advice', { font: bold, size: 11 });
  down(14);
  doc.paragraph(sheet.advice, { size: 9.5, lineHeight: 12 });
  down(10);
  doc.paragraph(
    `A DNA test finds the variant, not the disease itself: discuss any at-risk result with your veterinarian. ${LAB.name}, ${day(issuedAt)}.`,
  );
  return doc.save();
}

export interface AcmFormData {
  reference: string;
  requestedAt: string;
  owner: { name: string; email: string };
  agentName: string | null;
  agentClinic: string | null;
  animals: AcmAnimal[];
}

/**
 * Witnessed-collection (ACM) forms: one page per animal, pre-filled with the animal and the owner (and the
 * agent when named), with the agent's declaration and blank lines for the agent to sign at collection.
 */
export async function renderAcmFormPdf(form: AcmFormData): Promise<Uint8Array> {
  const doc = await openLabDocument({
    title: `Witnessed collection forms ${form.reference}`,
    heading: 'Authorised Collection (ACM) Form',
    issuedAt: form.requestedAt,
  });
  const { text, down, margin, bold } = doc;
  for (const [i, animal] of form.animals.entries()) {
    if (i > 0) {
      doc.keep(10_000);
      text('Authorised Collection (ACM) Form', { size: 16, font: bold });
      down(18);
    }
    text(`Request ${form.reference} · form ${i + 1} of ${form.animals.length}`, { size: 9 });
    down(22);
    const rows: Array<[string, string]> = [
      ['Animal', animal.name],
      ['Species', animal.species === 'canine' ? 'Dog' : 'Cat'],
      ['Breed', animal.breed ?? 'Not stated'],
      ['Sex', animal.gender === 'male' ? 'Male' : 'Female'],
      ['Date of birth', animal.dateOfBirth ? day(animal.dateOfBirth) : 'Not stated'],
      ['Microchip', animal.microchip ?? 'Not recorded: the agent scans and writes it below'],
      ['Registration name', animal.registrationName ?? 'Not stated'],
      ['Registration number', animal.registrationNumber ?? 'Not stated'],
      ['Owner', `${form.owner.name} (${form.owner.email})`],
      ['Collection agent', form.agentName ?? '______________________________'],
      ['Clinic or club', form.agentClinic ?? '______________________________'],
    ];
    for (const [label, value] of rows) {
      text(`${label}:`, { font: bold });
      text(value, { x: margin + 130 });
      down(15);
    }
    down(10);
    text('Declaration of the collection agent', { font: bold, size: 11 });
    down(14);
    doc.paragraph(
      'I declare that I scanned the microchip of the animal presented to me, that it matched the number above, and that I collected the DNA sample (cheek swabs) from that animal myself and sealed it in the kit with the barcode written below. I am not the owner or breeder of this animal.',
      { size: 9.5, lineHeight: 12 },
    );
    down(14);
    for (const label of ['Microchip scanned', 'Kit barcode', 'Date of collection', 'Agent signature', 'Agent name (print)']) {
      text(`${label}:`, { font: bold });
      text('____________________________________________', { x: margin + 130 });
      down(24);
    }
    doc.paragraph(
      `Return this form with the sample. ${LAB.name} records the result as identity verified by the agent named here.`,
    );
  }
  return doc.save();
}
