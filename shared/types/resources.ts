/** Response shapes of the resources module (issue 18 §4): fact sheets, case studies, ACM form requests. */

export interface FactSheetResult {
  genotype: string;
  label: string;
  meaning: string;
  breeding: string;
}

export interface FactSheet {
  id: number;
  name: string;
  species: 'canine' | 'feline';
  /** Disease or trait. */
  kind: 'disease' | 'trait';
  gene: string | null;
  /** Inheritance in words, e.g. "Autosomal recessive". */
  inheritance: string;
  condition: string | null;
  description: string;
  /** Breed names; empty when the test is for every breed of its species. */
  breeds: string[];
  results: FactSheetResult[];
  advice: string;
}

export interface FactSheetList {
  results: FactSheet[];
  count: number;
  next: number | null;
  previous: number | null;
}

export interface CaseStudySection {
  heading: string;
  paragraphs: string[];
}

export interface CaseStudySummary {
  id: number;
  title: string;
  species: 'canine' | 'feline';
  test: string;
  summary: string;
  publishedAt: string;
}

export interface CaseStudy extends CaseStudySummary {
  sections: CaseStudySection[];
}

export type AcmRequestStatus = 'requested' | 'sent';

export interface AcmAnimal {
  id: number;
  name: string;
  species: 'canine' | 'feline';
  breed: string | null;
  gender: 'male' | 'female';
  microchip: string | null;
  dateOfBirth: string | null;
  registrationName: string | null;
  registrationNumber: string | null;
}

export interface AcmFormRequestView {
  id: number;
  reference: string;
  status: AcmRequestStatus;
  statusLabel: string;
  animals: AcmAnimal[];
  agentName: string | null;
  agentClinic: string | null;
  requestedAt: string;
  sentAt: string | null;
  /** Admin list only: who asked. */
  requester?: { name: string; email: string };
}
