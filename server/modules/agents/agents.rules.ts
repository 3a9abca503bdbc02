export const AGENT_MSG = {
  placeMax: 'This field have maximum 60 characters',
  max120: 'This field have maximum 120 characters',
  countryInvalid: 'Choose a country',
  pageInvalid: 'Choose a page from 1',
  kindInvalid: 'Choose a veterinary clinic, veterinary nurse, club official or trained collection agent',
} as const;

/** The words of a place search, each matched against the agent's city, region, postcode or practice. */
export function placeTerms(place: string | undefined): string[] {
  return (place ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .map((word) => word.trim())
    .filter((word) => word.length > 0)
    .slice(0, 5);
}

/** A term as a LIKE pattern that matches it literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
