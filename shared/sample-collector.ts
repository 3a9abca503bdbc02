/**
 * Who collected a kit's sample (issue 18 §3, docs/decisions/0970): chosen at checkout (the cart's
 * `sampleCollector`) or at activation, kept with the order and the kit, and printed on the report.
 * A vet or an approved collection agent verifies the animal's identity (microchip) when they swab it;
 * an owner's own sample is not verified.
 */
export type SampleCollectorType = 'vet' | 'agent' | 'self';

export const SAMPLE_COLLECTOR_TYPES: readonly SampleCollectorType[] = ['vet', 'agent', 'self'];

export interface SampleCollector {
  type: string;
  name: string;
  clinic: string | null;
}

/** A collector who verified identity: a vet or an agent with a name. */
export function verifiesIdentity(collector: SampleCollector | null | undefined): collector is SampleCollector {
  return !!collector && (collector.type === 'vet' || collector.type === 'agent') && collector.name.trim() !== '';
}

/** The collector as one line: "Dr Ada Lane, Lane Vets". */
export function collectorLabel(collector: SampleCollector): string {
  const clinic = collector.clinic?.trim();
  return clinic ? `${collector.name.trim()}, ${clinic}` : collector.name.trim();
}

/** The report's identity sentence. */
export function identityStatement(collector: SampleCollector | null | undefined): string {
  return verifiesIdentity(collector)
    ? `Sample collected and identity verified by ${collectorLabel(collector)}${collector.type === 'agent' ? ' (approved collection agent)' : ' (veterinarian)'}.`
    : 'Identity: the sample was collected by the owner; identity was not verified by a collection agent.';
}

/** The certificate's short identity line. */
export function identityLine(collector: SampleCollector | null | undefined): string {
  return verifiesIdentity(collector)
    ? `Sample collected and identity verified by ${collectorLabel(collector)}`
    : 'Identity not verified by a collection agent';
}
