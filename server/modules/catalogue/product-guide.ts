import { PRODUCT_TYPE, type Species } from '../../../shared/catalogue.js';
import { interpret, possibleGenotypes } from '../../../shared/genotype.js';
import type { ProductGuide } from '../../../shared/types/catalogue.js';
import {
  CREDITS_BOX,
  FAQ,
  type GuideFamily,
  type GuideQuestion,
  INHERITANCE_FAQ,
  RESULTS_DELIVERY,
  SWAB_KIT,
} from './data/product-guide.js';

/** The catalogue facts a product's guide is made from. */
export interface GuideFacts {
  typeId: number;
  kind: string;
  species: Species | null;
  inheritance: string | null;
  turnaround: string | null;
  kitCount: number | null;
}

export function guideFamily(facts: GuideFacts): GuideFamily {
  if (facts.kitCount !== null) return 'credits';
  if (facts.kind === 'fbp') return 'profile';
  if (facts.kind === 'd' || facts.kind === 't') return 'test';
  if (facts.kind === 'dna') return 'parentage';
  if (facts.typeId === PRODUCT_TYPE.mixBreed) return 'ancestry';
  return 'goods';
}

function inheritanceQuestion(facts: GuideFacts): GuideQuestion | undefined {
  if (facts.kind === 't' || facts.inheritance === 'MULTI') return INHERITANCE_FAQ.trait;
  if (facts.kind !== 'd') return undefined;
  const code = facts.inheritance ?? 'AR';
  if (code.startsWith('AD') || code === 'CD' || code === 'XD') return INHERITANCE_FAQ.dominant;
  return INHERITANCE_FAQ.carrier;
}

/**
 * What a buyer asks on a product page, answered from the catalogue row: what arrives, when and how the
 * results come, what each result means (the fact sheet's reading) and the questions buyers ask most.
 */
export function productGuide(facts: GuideFacts): ProductGuide {
  const family = guideFamily(facts);
  const first = family === 'test' ? inheritanceQuestion(facts) : undefined;
  const reading = { inheritance: facts.inheritance, kind: facts.kind };
  return {
    inTheBox:
      family === 'goods' ? [] : family === 'credits' ? CREDITS_BOX(facts.kitCount ?? 1) : SWAB_KIT[facts.species ?? 'any'],
    turnaround:
      family === 'goods' || family === 'credits' || !facts.turnaround
        ? null
        : `${facts.turnaround} from the day the lab receives the sample`,
    resultsDelivery: family === 'goods' ? null : RESULTS_DELIVERY[family],
    results:
      family === 'test'
        ? possibleGenotypes(reading).map((genotype) => {
            const { call, label, meaning, breeding } = interpret(genotype, reading);
            return { genotype, call, label, meaning, breeding };
          })
        : [],
    faq: first ? [first, ...FAQ[family]] : FAQ[family],
  };
}
