import { Injectable } from '@nestjs/common';
import { readMicrochip } from '../../../shared/microchip.js';
import type { PairingParent } from '../../../shared/types/genetics-tools.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { type AnimalFacts, KitsService } from '../kits/kits.service.js';
import { animalSeenBy } from './animal-seen-by.js';
import type { PlanPairingDto } from './dto/plan-pairing.dto.js';

export interface ResolvedParent {
  animal: AnimalFacts;
  summary: PairingParent;
}

const ROLE = {
  dam: { gender: 'female', word: 'dam', id: 'damId', chip: 'damMicrochip' },
  sire: { gender: 'male', word: 'sire', id: 'sireId', chip: 'sireMicrochip' },
} as const;

/**
 * Finds the dam and sire of a planned pairing: one of the caller's own animals by id (another account's
 * id reads as not found), or any account's animal by microchip with published results, shown without its
 * owner or id as the microchip parent checker does (docs/decisions/0510, 0702).
 */
@Injectable()
export class PairingParents {
  constructor(private readonly kits: KitsService) {}

  async resolve(user: RequestUser, body: PlanPairingDto): Promise<{ dam: ResolvedParent; sire: ResolvedParent }> {
    const errors: Record<string, string> = {};
    const [dam, sire] = await Promise.all([this.one(user, body, 'dam', errors), this.one(user, body, 'sire', errors)]);
    if (dam && sire && dam.animal.species !== sire.animal.species) {
      const species = dam.animal.species === 'canine' ? 'dog' : 'cat';
      errors[body.sireId !== undefined ? 'sireId' : 'sireMicrochip'] =
        `Choose a sire of the same species as the dam (a ${species})`;
    }
    if (!dam || !sire || Object.keys(errors).length) throw new FieldErrors(errors);
    return { dam, sire };
  }

  private async one(
    user: RequestUser,
    body: PlanPairingDto,
    role: 'dam' | 'sire',
    errors: Record<string, string>,
  ): Promise<ResolvedParent | undefined> {
    const { gender, word, id: idField, chip: chipField } = ROLE[role];
    const id = body[idField];
    const chip = body[chipField];
    if (id !== undefined && chip !== undefined) {
      errors[chipField] = `Choose the ${word} from your animals or by microchip, not both`;
      return undefined;
    }
    if (id !== undefined) {
      const animal = await this.kits.ownAnimal(user.id, id);
      if (!animal) throw AppError.notFound('Animal not found');
      if (animal.gender !== gender) {
        errors[idField] = `Choose a ${gender} as the ${word}`;
        return undefined;
      }
      return { animal, summary: summaryOf(animal, user) };
    }
    if (chip === undefined) {
      errors[idField] = `Choose the ${word}`;
      return undefined;
    }
    const reading = readMicrochip(chip);
    if (!reading.ok) {
      errors[chipField] = reading.message;
      return undefined;
    }
    const found = await this.kits.animalsWithResultsByMicrochip(reading.chip);
    // The caller's own animal first, then one of the right sex: a chip read twice into two accounts is bad data.
    const animal =
      found.find((a) => a.ownerId === user.id && a.gender === gender) ?? found.find((a) => a.gender === gender) ?? undefined;
    if (!animal) {
      errors[chipField] = found.length
        ? `The animal with this microchip is not a ${gender}: choose another ${word}`
        : 'No animal with published results has this microchip';
      return undefined;
    }
    return { animal, summary: summaryOf(animal, user) };
  }
}

function summaryOf(animal: AnimalFacts, user: RequestUser): PairingParent {
  return animalSeenBy(animal, user.id);
}
