import { missingCoreNote } from '../../../shared/parentage.js';
import type { ParentageStatus } from '../../../shared/parentage-lifecycle.js';
import type { ReportRecord } from '../../../shared/types/kits.js';
import type { ParentageParent, ParentageReportRecord, ParentageRequestAnimal } from '../../../shared/types/parentage.js';
import type { AnimalFacts, ProfileState } from '../animals/dna-profiles.service.js';
import type { parentageRequests } from './parentage.schema.js';

export type RequestRow = typeof parentageRequests.$inferSelect;

/** The number printed on the report and typed into report authentication. */
export const referenceOf = (id: number) => `PR${String(id).padStart(6, '0')}`;

/** Why a request waits for this animal, in the words a breeder expects; null once its profile is published. */
export function waitingNote(name: string, state: ProfileState | undefined, yours: boolean): string | null {
  if (state?.published) return null;
  const kit = state?.ordered;
  if (!kit || !yours) return `Waiting for a DNA profile of ${name}: order one to complete the request.`;
  if (kit.status === 'allocated' || kit.status === 'activated')
    return `Waiting for ${name}'s sample: kit ${kit.barcode} is "${kit.statusLabel}". Post the cheek swab to the lab.`;
  return `Waiting for ${name}'s DNA profile: kit ${kit.barcode} is "${kit.statusLabel}".`;
}

export function animalView(
  viewerId: number,
  id: number,
  foundBy: 'own' | 'microchip',
  facts: Map<number, AnimalFacts>,
  states: Map<number, ProfileState>,
  status: ParentageStatus,
): ParentageRequestAnimal {
  const animal = facts.get(id);
  const yours = animal?.ownerId === viewerId;
  const name = animal?.name ?? 'Unknown animal';
  const published = status === 'completed' || Boolean(states.get(id)?.published);
  return {
    // Another owner's animal (found by microchip) is shown by name, never by id or owner.
    id: yours ? id : null,
    name,
    gender: animal?.gender ?? 'female',
    breedName: animal?.breedName ?? null,
    microchip: animal?.microchip ?? null,
    yours,
    foundBy,
    profilePublished: published,
    waiting: status === 'awaiting_profiles' ? waitingNote(name, states.get(id), yours) : null,
  };
}

export function parentView(
  viewerId: number,
  row: RequestRow,
  role: 'dam' | 'sire',
  id: number,
  foundBy: 'own' | 'microchip',
  facts: Map<number, AnimalFacts>,
  states: Map<number, ProfileState>,
): ParentageParent {
  const base = animalView(viewerId, id, foundBy, facts, states, row.status);
  const frozen = row.record?.parents.find((p) => p.role === role);
  return {
    ...base,
    // The report's names stand once completed, even if an animal is renamed later.
    name: frozen?.name ?? base.name,
    role,
    verdict: frozen?.comparison.verdict ?? null,
    comparison: frozen?.comparison ?? null,
    missingCoreNote: frozen
      ? (missingCoreNote(frozen.comparison, { offspring: row.record?.offspring.name ?? '', parent: frozen.name }) ?? null)
      : null,
  };
}

export function matchesQuery(
  row: RequestRow,
  facts: Map<number, AnimalFacts>,
  text: string,
  type: 'any' | 'offspring' | 'parent' | 'reference',
): boolean {
  const needle = text.toLowerCase();
  const has = (id: number | null) => {
    const animal = id === null ? undefined : facts.get(id);
    return Boolean(
      animal && [animal.name, animal.microchip, animal.registrationNumber].some((v) => v?.toLowerCase().includes(needle)),
    );
  };
  const reference = referenceOf(row.id).toLowerCase().includes(needle);
  switch (type) {
    case 'offspring':
      return has(row.offspringId);
    case 'parent':
      return has(row.damId) || has(row.sireId);
    case 'reference':
      return reference;
    default:
      return reference || has(row.offspringId) || has(row.damId) || has(row.sireId);
  }
}

/** A parentage report as report authentication shows any report: the offspring, and one line per parent. */
export function recordAsReport(record: ParentageReportRecord, reference: string): ReportRecord {
  return {
    reportNumber: record.reportNumber,
    kind: 'parentage',
    barcode: reference,
    issuedAt: record.issuedAt,
    animal: {
      name: record.offspring.name,
      species: record.species,
      breed: record.offspring.breed,
      gender: record.offspring.gender,
      dateOfBirth: null,
      microchip: record.offspring.microchip,
      registrationName: null,
      registrationNumber: record.offspring.registrationNumber,
    },
    owner: record.owner,
    receivedAt: null,
    results: record.parents.map((p) => ({
      testName: `Parentage: ${p.role} ${p.name}`,
      gene: null,
      genotype: `${p.comparison.failing.length} of ${p.comparison.markersCompared} markers excluded`,
      label:
        p.comparison.verdict === 'qualifies'
          ? 'Qualifies'
          : p.comparison.verdict === 'inconclusive'
            ? 'Inconclusive'
            : 'Excluded',
    })),
  };
}
