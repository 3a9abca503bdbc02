import type { AgentKind } from '../../../shared/types/agents.js';

export const AGENT_MSG = {
  placeMax: 'This field have maximum 60 characters',
  max120: 'This field have maximum 120 characters',
  countryInvalid: 'Choose a country',
  pageInvalid: 'Choose a page from 1',
  kindInvalid: 'Choose a veterinary clinic, veterinary nurse, club official or trained collection agent',
  nominationNotFound: 'There is no collection agent nomination with this reference',
  alreadyApproved: 'This nomination is already approved',
  notAnAgent: 'Only approved collection agents have this page. Ask the laboratory to link your account to your agent entry',
  agentNotFound: 'There is no collection agent with this id',
  noSuchAccount: 'No account has this e-mail address',
  accountTaken: 'This account is already linked to another collection agent',
  max12: 'This field have maximum 12 characters',
  max30: 'This field have maximum 30 characters',
} as const;

/** The agent kind a nomination's qualification (the form's subject choice) suggests; anyone else is a trained agent. */
export function kindOfQualification(qualification: string | null | undefined): AgentKind {
  switch ((qualification ?? '').trim().toLowerCase()) {
    case 'veterinarian':
      return 'vet_clinic';
    case 'veterinary nurse':
      return 'vet_nurse';
    case 'breed club official':
      return 'club_official';
    default:
      return 'trained_agent';
  }
}

/** A nomination id is the enquiry's uuid; anything else names no nomination. */
export function isNominationId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

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
