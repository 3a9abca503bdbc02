import { interpret, possibleGenotypes } from '../../../shared/genotype.js';
import { inheritanceInWords } from '../../../shared/resources.js';
import type { FactSheet } from '../../../shared/types/resources.js';
import type { FactSheetFacts } from '../catalogue/catalogue-lookup.service.js';

function adviceFor(facts: FactSheetFacts): string {
  if (facts.kind === 't' || facts.inheritance === 'MULTI')
    return 'A trait result names the two alleles the animal carries at this locus. Each offspring receives one of them at random: use the breeding-strategy tool to see the odds of each coat or trait in a litter.';
  const inheritance = facts.inheritance ?? 'AR';
  if (inheritance.startsWith('AD') || inheritance === 'CD' || inheritance === 'XD')
    return 'One copy of the variant is enough to put an animal at risk. Breed at-risk animals only to Clear (N/N) mates, if at all, and test every puppy or kitten before it leaves.';
  if (inheritance === 'XR')
    return 'Males have one X chromosome: one copy makes a male affected. Breed carrier females only to clear males and test the sons.';
  return 'Carriers are healthy and valuable for the breed: pair a carrier only with a Clear (N/N) mate and no offspring will be affected. Never pair two carriers without accepting a 25% risk of affected offspring.';
}

/** A test's fact sheet: the catalogue's facts, each possible result in words, and breeding advice. */
export function factSheetOf(facts: FactSheetFacts): FactSheet {
  const trait = facts.kind === 't' || facts.inheritance === 'MULTI';
  return {
    id: facts.id,
    name: facts.name,
    species: facts.species,
    kind: trait ? 'trait' : 'disease',
    gene: facts.gene,
    inheritance: inheritanceInWords(facts.inheritance),
    condition: facts.condition,
    description: facts.description,
    breeds: facts.breeds,
    results: possibleGenotypes(facts).map((genotype) => {
      const reading = interpret(genotype, facts);
      return { genotype, label: reading.label, meaning: reading.meaning, breeding: reading.breeding };
    }),
    advice: adviceFor(facts),
  };
}
