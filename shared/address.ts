/** Countries whose addresses need a state or province (the person form's listed countries). */
export const STATE_REQUIRED_COUNTRIES: readonly string[] = ['AU', 'US', 'CA'];

/** Whether an address in this country (ISO code, any case) must name its state or province. */
export const isStateRequired = (country: string): boolean => STATE_REQUIRED_COUNTRIES.includes(country.toUpperCase());
