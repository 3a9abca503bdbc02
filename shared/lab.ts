/** The lab's identity, printed on every report and at the foot of every e-mail. */
export const LAB = {
  name: 'Pet DNA Lab',
  address: 'Laboratory: 12 Helix Way, Brisbane QLD 4000, Australia',
  accreditation: 'Accredited to ISO/IEC 17025 · ISAG comparison test participant',
  signatory: 'Dr Helen Marsh, BVSc PhD, Laboratory Director',
  method:
    'DNA was extracted from a buccal (cheek) swab. Variants were genotyped by allele-specific real-time PCR; DNA profiles by capillary electrophoresis of STR markers.',
} as const;
