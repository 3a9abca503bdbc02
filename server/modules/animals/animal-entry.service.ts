import { Inject, Injectable } from '@nestjs/common';
import { and, eq, or, sql } from 'drizzle-orm';
import { KIT_MSG } from '../../../shared/validation-messages.js';
import { FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import type { PetDto } from '../activation/dto/activation.dto.js';
import { CatalogueLookupService } from '../catalogue/catalogue-lookup.service.js';
import { animals } from './animals.schema.js';

/** An animal as described in the pet step, checked and normalised, ready to be matched or created. */
export type AnimalValues = Awaited<ReturnType<AnimalEntryService['values']>>;

/**
 * Entering an animal (the pet step of activation, and adding an animal without a kit): the description checked
 * against the catalogue's breeds, then matched to the account's animal with the same identity or created.
 * Activation calls it inside the activation's transaction (docs/decisions/0055).
 */
@Injectable()
export class AnimalEntryService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly catalogue: CatalogueLookupService,
  ) {}

  /** /tools/add-animal: an animal without a kit yet; the same identity match avoids a duplicate. */
  async add(user: RequestUser, pet: PetDto) {
    return this.db.transaction(async (tx) => {
      const values = await this.values(tx, user, pet);
      return { id: await this.matchOrCreate(tx, user, values, pet.id) };
    });
  }

  /** Validates the pet step on its own (the flow's "about my pet"); returns the normalised animal. */
  async values(executor: DbExecutor, user: RequestUser, pet: PetDto) {
    const species = pet.species === 'dog' || pet.species === 'canine' ? 'canine' : 'feline';
    const errors: Record<string, string> = {};
    let breedName: string | null = null;
    if (pet.breed !== undefined) {
      const breed = await this.catalogue.breed(pet.breed, executor);
      if (!breed) errors['pet.breed'] = KIT_MSG.breedUnknown;
      else if (breed.species !== species) errors['pet.breed'] = KIT_MSG.breedSpecies;
      else breedName = breed.name;
    }
    const dateOfBirth = dateOf(pet, errors);
    if (Object.keys(errors).length) throw new FieldErrors(errors);
    return {
      ownerId: user.id,
      species,
      name: pet.petName.trim(),
      gender: pet.gender,
      dateOfBirth,
      breedId: pet.breed ?? null,
      breedName,
      microchip: pet.chipNumber ?? null,
      registrationName: pet.registrationName?.trim() || null,
      registrationNumber: pet.registrationNumber?.trim().toUpperCase() || null,
      weight: pet.weight ?? null,
      weightType: pet.weightType ?? 'kg',
    } as const;
  }

  /**
   * The account's animal with the chosen id, the same microchip or the same registration number (what it did
   * not know yet filled in, never overwritten), else a new animal; its id.
   */
  async matchOrCreate(tx: DbExecutor, user: RequestUser, values: AnimalValues, chosenId?: number): Promise<number> {
    const identity = [
      chosenId !== undefined ? eq(animals.id, chosenId) : undefined,
      values.microchip ? eq(animals.microchip, values.microchip) : undefined,
      values.registrationNumber ? eq(animals.registrationNumber, values.registrationNumber) : undefined,
    ].filter((c) => c !== undefined);
    if (identity.length) {
      const [existing] = await tx
        .select({ id: animals.id })
        .from(animals)
        .where(and(eq(animals.ownerId, user.id), or(...identity)))
        .orderBy(animals.id)
        .limit(1);
      if (existing) {
        // Fill in what the account did not know yet; never overwrite what it recorded before.
        await tx
          .update(animals)
          .set({
            microchip: sql`coalesce(${animals.microchip}, ${values.microchip})`,
            registrationNumber: sql`coalesce(${animals.registrationNumber}, ${values.registrationNumber})`,
            registrationName: sql`coalesce(${animals.registrationName}, ${values.registrationName})`,
            updatedAt: new Date(),
          })
          .where(eq(animals.id, existing.id));
        return existing.id;
      }
      if (chosenId !== undefined) throw new FieldErrors({ 'pet.id': KIT_MSG.animalUnknown });
    }
    const [created] = await tx.insert(animals).values(values).returning({ id: animals.id });
    if (!created) throw new Error('Animal insert returned nothing');
    return created.id;
  }
}

/** YYYY-MM-DD from the three parts, or null when none is given; each problem names its part. */
function dateOf(pet: PetDto, errors: Record<string, string>): string | null {
  const { dobDay: d, dobMonth: m, dobYear: y } = pet;
  if (d === undefined && m === undefined && y === undefined) return null;
  if (y === undefined) {
    errors['pet.dobYear'] = 'This field is required';
    return null;
  }
  const month = m ?? 1;
  const day = d ?? 1;
  const date = new Date(Date.UTC(y, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    errors['pet.dobDay'] = KIT_MSG.dobInvalid;
    return null;
  }
  if (date.getTime() > Date.now()) {
    errors['pet.dobYear'] = KIT_MSG.dobFuture;
    return null;
  }
  return date.toISOString().slice(0, 10);
}
