/** Clubs and registration offices (issue 18 §2; decisions 0924–0927). */
export const CLUB_KINDS = ['breed_club', 'kennel_club', 'cat_club', 'registration_office'] as const;
export type ClubKind = (typeof CLUB_KINDS)[number];
export const CLUB_ROLES = ['member', 'official'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

export const CLUB_KIND_LABELS: Record<ClubKind, string> = {
  breed_club: 'Breed club',
  kennel_club: 'Kennel club',
  cat_club: 'Cat club',
  registration_office: 'Registration office',
};

export interface ClubAnimalSummary {
  id: number;
  name: string;
  species: 'canine' | 'feline';
  breed: string | null;
}

/** GET /api/tools/club-access: each club of the member and the member's animals it may read. */
export interface ClubAccessList {
  results: Array<{
    club: { id: number; name: string; kind: ClubKind; region: string | null };
    role: ClubRole;
    animals: Array<ClubAnimalSummary & { grantedAt: string }>;
  }>;
  /** The member's animals with published results, which can be shared. */
  shareable: ClubAnimalSummary[];
}

export interface ClubSharedResult {
  testName: string;
  gene: string | null;
  genotype: string;
  /** Clear, Carrier, Affected/At risk, or the alleles of a trait. */
  interpretation: string;
}

/** GET /api/club/animals?clubId: what a club's official reads, read-only. */
export interface ClubSharedAnimals {
  club: { id: number; name: string; kind: ClubKind };
  results: Array<
    ClubAnimalSummary & { gender: 'male' | 'female'; ownerName: string; grantedAt: string; results: ClubSharedResult[] }
  >;
}

export interface AdminClub {
  id: number;
  name: string;
  kind: ClubKind;
  region: string | null;
  contactEmail: string | null;
  members: Array<{ userId: number; email: string; name: string; role: ClubRole; membershipNumber: string | null }>;
  sharedAnimals: number;
}
