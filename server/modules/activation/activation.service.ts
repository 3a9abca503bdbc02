import { Inject, Injectable } from '@nestjs/common';
import type { TestKitBalance } from '../../../shared/types/kits.js';
import { KIT_MSG } from '../../../shared/validation-messages.js';
import { FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { AnimalEntryService } from '../animals/animal-entry.service.js';
import { CatalogueLookupService } from '../catalogue/catalogue-lookup.service.js';
import { KitActivationService } from '../kits/kit-activation.service.js';
import { normaliseBarcode } from '../kits/kits.rules.js';
import { type KitRow, KitsService } from '../kits/kits.service.js';
import type { ActivateDto, BarcodeEntryDto, PetDto } from './dto/activation.dto.js';

/** Kit activation (spec §3–§5, §7): checks barcodes, describes the animal and activates the kit. */
@Injectable()
export class ActivationService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly kits: KitsService,
    private readonly catalogue: CatalogueLookupService,
    private readonly kitActivation: KitActivationService,
    private readonly animals: AnimalEntryService,
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
    const credits = await this.kitActivation.credits(user.id);
    const waiting = await this.kitActivation.waitingKits(user.id);
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
    return this.animals.values(this.db, user, pet);
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
        if (!(await this.kitActivation.spendCredit(tx, user.id, input.type))) throw new FieldErrors({ type: KIT_MSG.noCredits });
      }
      const values = await this.animals.values(tx, user, input.pet);
      const animalId = await this.animals.matchOrCreate(tx, user, values, input.pet.id);
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
        await this.kitActivation.attach(tx, kit.id, {
          animalId,
          contact,
          ...(testIds ? { testIds } : {}),
          ...(collector ? { collector } : {}),
        });
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
    if (!(await this.kitActivation.hasCredit(executor, user.id, categoryId))) throw new FieldErrors({ type: KIT_MSG.noCredits });
  }

  private async redeemableTests(executor: DbExecutor, categoryId: number, productIds: number[]): Promise<number[]> {
    if (productIds.length === 0) throw new FieldErrors({ productIds: KIT_MSG.chooseTests });
    const tests = await this.catalogue.tests(productIds, executor);
    if (tests.length !== new Set(productIds).size || tests.some((t) => t.categoryId !== categoryId))
      throw new FieldErrors({ productIds: KIT_MSG.testNotInCategory });
    return tests.map((t) => t.id);
  }
}

function prefix(path: string, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${path}.${k}`, v]));
}
