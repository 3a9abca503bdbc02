import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { TestKitBalance } from '../../../shared/types/kits.js';
import { KIT_MSG } from '../../../shared/validation-messages.js';
import { FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { CatalogueLookupService } from '../catalogue/catalogue-lookup.service.js';
import { normaliseBarcode } from '../kits/kits.rules.js';
import { animals, kitCredits, kits } from '../kits/kits.schema.js';
import { type KitRow, KitsService } from '../kits/kits.service.js';
import type { ActivateDto, BarcodeEntryDto, PetDto } from './dto/activation.dto.js';

/** Kit activation (spec §3–§5, §7): checks barcodes, describes the animal and activates the kit. */
@Injectable()
export class ActivationService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly kits: KitsService,
    private readonly catalogue: CatalogueLookupService,
  ) {}

  /** Checks the barcodes without changing anything; `mode` says whether a credit will be redeemed. */
  async checkBarcodes(user: RequestUser, entry: BarcodeEntryDto, type?: number) {
    const found = await this.usableKits(this.db, user, entry);
    if (type !== undefined) await this.requireCredit(this.db, user, type);
    return {
      mode: type !== undefined ? 'redeem' : 'step',
      barcodes: found.map((kit) => ({ barcode: kit.barcode, testIds: kit.testIds })),
    };
  }

  async balance(user: RequestUser): Promise<TestKitBalance> {
    const credits = await this.db
      .select({ categoryId: kitCredits.categoryId, credits: kitCredits.credits })
      .from(kitCredits)
      .where(and(eq(kitCredits.userId, user.id), gt(kitCredits.credits, 0)))
      .orderBy(kitCredits.categoryId);
    const waiting = await this.db
      .select()
      .from(kits)
      .where(and(eq(kits.ownerId, user.id), eq(kits.status, 'allocated')))
      .orderBy(kits.id);
    const tests = await this.catalogue.tests([...new Set(waiting.flatMap((k) => k.testIds))]);
    const names = new Map(tests.map((t) => [t.id, t.name]));
    return {
      results: credits,
      kits: waiting.map((k) => ({ barcode: k.barcode, testNames: k.testIds.map((id) => names.get(id) ?? `Test ${id}`) })),
    };
  }

  async breed(id: number) {
    const breed = await this.catalogue.breed(id);
    if (!breed) throw new FieldErrors({ id: KIT_MSG.breedUnknown });
    return breed;
  }

  async products(filter: { typeId?: number; categoryId?: number }) {
    const tests = await this.catalogue.testsOf(filter);
    return { results: tests.map((t) => ({ id: t.id, name: t.name, typeId: t.typeId, species: t.species })) };
  }

  /** Validates the pet step on its own (the flow's "about my pet"); returns the normalised animal. */
  async checkPet(user: RequestUser, pet: PetDto) {
    return this.animalValues(this.db, user, pet);
  }

  /** /tools/add-animal: an animal without a kit yet; the same identity match avoids a duplicate. */
  async addAnimal(user: RequestUser, pet: PetDto) {
    return this.db.transaction(async (tx) => {
      const values = await this.animalValues(tx, user, pet);
      return { id: await this.matchOrCreateAnimal(tx, user, values, pet.id) };
    });
  }

  /**
   * Activates the kit(s) for an animal in one transaction: an animal of the account with the same
   * microchip or registration number gets the barcode instead of a duplicate; redeeming a multi-pack
   * credit lowers the balance atomically. Any refusal leaves everything as it was.
   */
  async activate(user: RequestUser, input: ActivateDto) {
    return this.db.transaction(async (tx) => {
      const found = await this.usableKits(tx, user, input.barcodes);
      let testIds: number[] | undefined;
      if (input.type !== undefined) {
        testIds = await this.redeemableTests(tx, input.type, input.productIds ?? []);
        const [spent] = await tx
          .update(kitCredits)
          .set({ credits: sql`${kitCredits.credits} - 1`, updatedAt: new Date() })
          .where(and(eq(kitCredits.userId, user.id), eq(kitCredits.categoryId, input.type), gt(kitCredits.credits, 0)))
          .returning({ credits: kitCredits.credits });
        if (!spent) throw new FieldErrors({ type: KIT_MSG.noCredits });
      }
      const values = await this.animalValues(tx, user, input.pet);
      const animalId = await this.matchOrCreateAnimal(tx, user, values, input.pet.id);
      const { person } = input;
      const contact = {
        firstName: person.firstName.trim(),
        lastName: person.lastName.trim(),
        email: person.email.trim().toLowerCase(),
        address: person.address.trim(),
        city: person.city.trim(),
        postalCode: person.postalCode.trim(),
        state: person.state?.trim() || null,
        country: person.country.toUpperCase(),
      };
      const collector = input.sampleCollector
        ? {
            type: input.sampleCollector.type,
            name: input.sampleCollector.name.trim(),
            clinic: input.sampleCollector.clinic?.trim() || null,
          }
        : undefined;
      const activated: KitRow[] = [];
      for (const kit of found) {
        await tx
          .update(kits)
          .set({ animalId, contact, ...(testIds ? { testIds } : {}), ...(collector ? { collector } : {}) })
          .where(eq(kits.id, kit.id));
        activated.push(await this.kits.move(tx, { ...kit, animalId, testIds: testIds ?? kit.testIds }, 'activated', user.id));
      }
      return { animalId, barcodes: activated.map((k) => k.barcode) };
    });
  }

  private async usableKits(executor: DbExecutor, user: RequestUser, entry: BarcodeEntryDto): Promise<KitRow[]> {
    const wanted: Array<[string, string]> = [['barcode', normaliseBarcode(entry.barcode)]];
    if (entry.secondBarcode?.trim()) wanted.push(['secondBarcode', normaliseBarcode(entry.secondBarcode)]);
    const rows = await this.kits.byBarcodes(
      wanted.map(([, b]) => b),
      executor,
    );
    const errors: Record<string, string> = {};
    const out: KitRow[] = [];
    for (const [field, barcode] of wanted) {
      const kit = rows.find((r) => r.barcode === barcode);
      if (!kit) errors[field] = KIT_MSG.barcodeUnknown;
      else if (kit.ownerId !== user.id) errors[field] = KIT_MSG.barcodeOtherAccount;
      else if (kit.status !== 'allocated') errors[field] = KIT_MSG.barcodeActivated;
      else out.push(kit);
    }
    if (Object.keys(errors).length) throw new FieldErrors(prefix('barcodes', errors));
    return out;
  }

  private async requireCredit(executor: DbExecutor, user: RequestUser, categoryId: number) {
    const [row] = await executor
      .select()
      .from(kitCredits)
      .where(and(eq(kitCredits.userId, user.id), eq(kitCredits.categoryId, categoryId)));
    if (!row || row.credits < 1) throw new FieldErrors({ type: KIT_MSG.noCredits });
  }

  private async redeemableTests(executor: DbExecutor, categoryId: number, productIds: number[]): Promise<number[]> {
    if (productIds.length === 0) throw new FieldErrors({ productIds: KIT_MSG.chooseTests });
    const tests = await this.catalogue.tests(productIds, executor);
    if (tests.length !== new Set(productIds).size || tests.some((t) => t.categoryId !== categoryId))
      throw new FieldErrors({ productIds: KIT_MSG.testNotInCategory });
    return tests.map((t) => t.id);
  }

  private async animalValues(executor: DbExecutor, user: RequestUser, pet: PetDto) {
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

  private async matchOrCreateAnimal(
    tx: DbExecutor,
    user: RequestUser,
    values: Awaited<ReturnType<ActivationService['animalValues']>>,
    chosenId?: number,
  ): Promise<number> {
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

function prefix(path: string, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${path}.${k}`, v]));
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
