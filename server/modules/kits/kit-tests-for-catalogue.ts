import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { and, eq, inArray, or } from 'drizzle-orm';
import { KIT_MSG } from '../../../shared/validation-messages.js';
import { FieldErrors } from '../../common/app-error.js';
import { DB } from '../../common/tokens.js';
import type { Db } from '../../db/database.js';
import { sharedWith } from '../animals/animal-reads.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import type { KitTestsLookup } from '../catalogue/kit-tests-lookup.js';
import { normaliseBarcode } from './kits.rules.js';
import { kits } from './kits.schema.js';

/** Tells the catalogue which tests a user's kits run, for `GET /api/breed?barcodes=` (docs/decisions/0504). */
@Injectable()
export class KitTestsForCatalogue implements KitTestsLookup, OnModuleInit {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly catalogue: CatalogueService,
  ) {}

  onModuleInit(): void {
    this.catalogue.useKitTests(this);
  }

  async testsOfKits(userId: number, barcodes: string[]): Promise<number[]> {
    const wanted = [...new Set(barcodes.map(normaliseBarcode))];
    const rows = await this.db
      .select({ barcode: kits.barcode, testIds: kits.testIds })
      .from(kits)
      .where(and(inArray(kits.barcode, wanted), or(eq(kits.ownerId, userId), sharedWith(kits.animalId, userId))));
    // Another account's kit answers like one that does not exist: a barcode's owner is nobody else's business.
    if (rows.length < wanted.length) throw new FieldErrors({ barcodes: KIT_MSG.barcodeUnknown });
    return [...new Set(rows.flatMap((r) => r.testIds))];
  }
}
