import type { ParentageVerdict, ParentComparison } from '../parentage.js';
import type { ParentageStatus } from '../parentage-lifecycle.js';
import type { Gender, Species } from './kits.js';

/** `GET /api/my/parentage-animals`: an animal of the caller that can be an offspring, dam or sire. */
export interface ParentageAnimal {
  id: number;
  name: string;
  species: Species;
  gender: Gender;
  breedName: string | null;
  microchip: string | null;
  /** `published`: a DNA profile is on file; `ordered`: a kit that includes one is on its way or at the lab. */
  profile: 'published' | 'ordered';
  /** Plain words: "DNA profile on file" or the kit's state. */
  profileLabel: string;
}

export interface ParentageAnimalList {
  results: ParentageAnimal[];
  count: number;
  next: number | null;
  previous: number | null;
}

/** An animal named in a request. Another owner's animal (found by microchip) shows no owner and no id. */
export interface ParentageRequestAnimal {
  id: number | null;
  name: string;
  gender: Gender;
  breedName: string | null;
  microchip: string | null;
  yours: boolean;
  foundBy: 'own' | 'microchip';
  profilePublished: boolean;
  /** Why the request waits for this animal, in plain words; null when its profile is published. */
  waiting: string | null;
}

export interface ParentageParent extends ParentageRequestAnimal {
  role: 'dam' | 'sire';
  /** Set once the request is completed. */
  verdict: ParentageVerdict | null;
  comparison: ParentComparison | null;
  /** Core markers either profile lacks, in plain words; null when both are complete. */
  missingCoreNote: string | null;
}

export interface ParentageRequestView {
  id: number;
  reference: string;
  species: Species;
  status: ParentageStatus;
  statusLabel: string;
  /** The breeder's club when requested through it. */
  clubName: string | null;
  createdAt: string;
  completedAt: string | null;
  offspring: ParentageRequestAnimal;
  parents: ParentageParent[];
  /** One sentence per animal the request waits for; empty once completed. */
  waitingFor: string[];
  /** The report can be downloaded (completed requests). */
  reportAvailable: boolean;
}

export interface ParentageRequestList {
  results: ParentageRequestView[];
  count: number;
  next: number | null;
  previous: number | null;
}

/** `GET /api/admin/parentage-requests`: a request as the lab's screen lists it. */
export interface AdminParentageRequest extends ParentageRequestView {
  ownerName: string;
  ownerEmail: string;
}

/** The record a parentage report freezes and signs; its code is checked by report authentication. */
export interface ParentageReportRecord {
  reportNumber: string;
  kind: 'parentage';
  issuedAt: string;
  species: Species;
  owner: string;
  clubName: string | null;
  offspring: { name: string; gender: Gender; breed: string | null; microchip: string | null; registrationNumber: string | null };
  parents: Array<{
    role: 'dam' | 'sire';
    name: string;
    breed: string | null;
    microchip: string | null;
    foundBy: 'own' | 'microchip';
    comparison: ParentComparison;
  }>;
}
