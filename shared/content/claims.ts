import type { Claim } from './types.js';

/** The marketing claims of spec §1, worded once. */
export const CLAIMS = {
  catBreeds: { figure: '350+', label: 'cat breeds covered' },
  catTests: { figure: '60+', label: 'cat DNA tests' },
  experience: { figure: '15 years', label: 'of animal DNA testing' },
  pregnancy: { figure: '10 minutes', label: 'home pregnancy test, 96% accurate' },
  genoPetShipping: { figure: 'Free', label: 'shipping on Geno Pet' },
} satisfies Record<string, Claim>;
