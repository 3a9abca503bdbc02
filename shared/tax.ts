import type { StorefrontCode } from './storefronts.js';

/**
 * How tax appears in a storefront (docs/decisions/0602-tax.md). Prices in AU, NZ, the UK and the EU
 * storefronts include GST/VAT, which invoices show as "included"; US and CA prices carry no tax: the
 * lab sells to them from abroad below the sales-tax and GST/HST registration thresholds.
 */
export interface TaxRule {
  label: string;
  /** Percent, e.g. 10 for GST. Zero when no tax is charged. */
  ratePercent: number;
  included: boolean;
}

export const TAX_RULES: Record<StorefrontCode, TaxRule> = {
  AU: { label: 'GST', ratePercent: 10, included: true },
  NZ: { label: 'GST', ratePercent: 15, included: true },
  GB: { label: 'VAT', ratePercent: 20, included: true },
  DE: { label: 'MwSt.', ratePercent: 19, included: true },
  ES: { label: 'IVA', ratePercent: 21, included: true },
  FR: { label: 'TVA', ratePercent: 20, included: true },
  IT: { label: 'IVA', ratePercent: 22, included: true },
  NL: { label: 'BTW', ratePercent: 21, included: true },
  PL: { label: 'VAT', ratePercent: 23, included: true },
  PT: { label: 'IVA', ratePercent: 23, included: true },
  SE: { label: 'Moms', ratePercent: 25, included: true },
  CA: { label: 'Tax', ratePercent: 0, included: false },
  US: { label: 'Sales tax', ratePercent: 0, included: false },
};

/**
 * The tax inside a tax-inclusive total, in minor units: total × rate / (100 + rate), rounded half up.
 * Integer arithmetic only, so the figure on the cart, the order and the invoice PDF is the same cent.
 */
export function includedTax(total: number, ratePercent: number): number {
  if (ratePercent <= 0 || total <= 0) return 0;
  return Math.floor((total * ratePercent * 2 + (100 + ratePercent)) / ((100 + ratePercent) * 2));
}
