import { missingCoreNote, VERDICT_LABELS } from '../../../shared/parentage.js';
import type { ParentageReportRecord } from '../../../shared/types/parentage.js';
import { closingBlock, day, openLabDocument } from '../kits/report-pdf.js';

const VERDICT_COLOURS = { qualifies: [0.1, 0.45, 0.2], inconclusive: [0.6, 0.4, 0], excluded: [0.7, 0.1, 0.1] } as const;

/**
 * The parentage report: the offspring, then per parent its verdict, the ISAG rule's reading and the
 * marker-by-marker table (the offspring's alleles, the parent's, those shared), closed by the lab's
 * verification code and QR code like every other report.
 */
export async function renderParentagePdf(record: ParentageReportRecord, code: string, verifyUrl: string): Promise<Uint8Array> {
  const doc = await openLabDocument({
    title: `Parentage report ${record.reportNumber}`,
    heading: 'DNA Parentage Verification Report',
    issuedAt: record.issuedAt,
  });
  const { text, down, margin, bold } = doc;
  text(`Report number ${record.reportNumber}    Issued ${day(record.issuedAt)}`);
  down(24);
  const facts: Array<[string, string]> = [
    ['Offspring', record.offspring.name],
    ['Species', record.species === 'canine' ? 'Dog' : 'Cat'],
    ['Breed', record.offspring.breed ?? 'Not stated'],
    ['Sex', record.offspring.gender === 'male' ? 'Male' : 'Female'],
    ['Microchip', record.offspring.microchip ?? 'Not stated'],
    ['Registration number', record.offspring.registrationNumber ?? 'Not stated'],
    ['Requested by', record.owner],
    ...(record.clubName ? [['Through club', record.clubName] as [string, string]] : []),
  ];
  for (const [label, value] of facts) {
    text(`${label}:`, { font: bold });
    text(value, { x: margin + 130 });
    down(14);
  }
  down(8);
  doc.paragraph(
    'An offspring inherits one allele from each parent at every marker. ISAG rule: a parent sharing an allele with the offspring at every marker qualifies; one marker without a shared allele is inconclusive; two or more exclude the parent. The sex marker (amelogenin) is not counted.',
  );
  down(6);
  for (const parent of record.parents) {
    const c = parent.comparison;
    doc.keep(120);
    text(`${parent.role === 'dam' ? 'Dam' : 'Sire'}: ${parent.name}${parent.breed ? ` (${parent.breed})` : ''}`, {
      size: 12,
      font: bold,
    });
    down(15);
    text(`Verdict: ${VERDICT_LABELS[c.verdict]}`, { size: 12, font: bold, color: [...VERDICT_COLOURS[c.verdict]] });
    down(14);
    doc.paragraph(c.summary);
    const note = missingCoreNote(c, { offspring: record.offspring.name, parent: parent.name });
    if (note) doc.paragraph(note, { color: [0.6, 0.4, 0] });
    if (parent.foundBy === 'microchip')
      doc.paragraph(`Found by microchip ${parent.microchip ?? ''}: the profile on file at the laboratory was used.`);
    down(4);
    const columns = [margin, margin + 110, margin + 200, margin + 290, margin + 380];
    for (const [i, heading] of ['Marker', 'Offspring', parent.role === 'dam' ? 'Dam' : 'Sire', 'Shared', 'Result'].entries())
      text(heading, { x: columns[i], font: bold, size: 9 });
    down(12);
    for (const m of c.markers) {
      const cells = [
        `${m.marker}${m.core ? '' : ' (ext.)'}`,
        m.offspring,
        m.parent,
        m.shared.join(', ') || 'none',
        m.consistent ? 'Shares' : 'Fails',
      ];
      for (const [i, cell] of cells.entries())
        text(cell, {
          x: columns[i],
          size: 9,
          ...(m.consistent ? {} : { font: bold, color: [0.7, 0.1, 0.1] as [number, number, number] }),
        });
      down(11);
    }
    down(14);
  }
  closingBlock(
    doc,
    "Profiles: the DNA profiles the laboratory published for each animal named; another owner's animal is identified by its microchip only.",
  );
  return doc.finish(code, verifyUrl);
}
