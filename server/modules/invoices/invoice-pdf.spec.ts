import { describe, expect, it } from '@jest/globals';
import { pdfTextLines } from '../../../test/support/pdf-text.js';
import { renderPdf } from './invoice-pdf.js';

describe('invoice PDF', () => {
  it('writes a valid PDF whose text reads back, with currency symbols and escaped brackets', () => {
    const pdf = renderPdf(
      [
        { text: 'Tax invoice INV-000001', x: 50, y: 800, size: 16, bold: true },
        { text: 'Degenerative Myelopathy (DM) £49.00', x: 50, y: 760 },
        { text: 'Total €12.50 \\ done', x: 50, y: 740 },
      ],
      'Invoice INV-000001',
    );
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    // Read back by the tests' own PDF reader, not by anything of the module's.
    expect(pdfTextLines(pdf)).toEqual(['Tax invoice INV-000001', 'Degenerative Myelopathy (DM) £49.00', 'Total €12.50 \\ done']);
  });
});
