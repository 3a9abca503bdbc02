import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AdminProduct } from '../../../shared/types/back-office.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db } from '../../db/database.js';
import { AuditService } from '../audit/audit.service.js';
import { productBundleItems, products } from './catalogue.schema.js';
import { CatalogueAdminService } from './catalogue-admin.service.js';
import { CatalogueChangesService } from './catalogue-changes.service.js';
import type { SetProductContentsDto } from './dto/set-product-contents.dto.js';
import { contentsErrors } from './product-contents.js';

/**
 * What a product contains, edited in the back office: a full breed profile's tests and a multi-pack's kit
 * count (decision 0935). Audited in the change's transaction and announced to every node's caches; orders
 * keep the kit count and price they were sold with.
 */
@Injectable()
export class ProductContentsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly catalogue: CatalogueAdminService,
    private readonly changes: CatalogueChangesService,
    private readonly audit: AuditService,
  ) {}

  /** The tests a profile of this species can include: disease and trait tests the shop still sells, by name. */
  async testChoices(actor: RequestUser | undefined, species: 'canine' | 'feline'): Promise<{ id: number; name: string }[]> {
    requireAdmin(actor);
    return this.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.species, species), inArray(products.kind, ['d', 't']), isNull(products.retiredAt)))
      .orderBy(asc(products.name), asc(products.id));
  }

  async setContents(actor: RequestUser | undefined, id: number, input: SetProductContentsDto): Promise<AdminProduct> {
    const admin = requireAdmin(actor);
    const saved = await this.db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
      if (!locked) throw AppError.notFound('Product not found');
      const before = await this.catalogue.product(tx, id);
      if (before.status === 'retired') throw AppError.conflict('A retired product is no longer edited');
      const testIds = input.testIds ? [...new Set(input.testIds)] : undefined;
      const found = testIds?.length
        ? await tx
            .select({ id: products.id, kind: products.kind, species: products.species, retiredAt: products.retiredAt })
            .from(products)
            .where(inArray(products.id, testIds))
        : [];
      const errors = contentsErrors(
        before,
        { testIds, kitCount: input.kitCount },
        found.map((test) => ({ ...test, retired: test.retiredAt !== null })),
      );
      if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
      if (before.contents === 'profile' && testIds) {
        await tx.delete(productBundleItems).where(eq(productBundleItems.bundleId, id));
        await tx.insert(productBundleItems).values(testIds.map((itemId) => ({ bundleId: id, itemId })));
      }
      await tx
        .update(products)
        .set({ ...(before.contents === 'multipack' ? { kitCount: input.kitCount } : {}), updatedAt: new Date() })
        .where(eq(products.id, id));
      const after = await this.catalogue.product(tx, id);
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'product',
        entityId: id,
        action: 'update-contents',
        before,
        after,
      });
      await this.changes.announce(tx);
      return after;
    });
    this.changes.changedHere();
    return saved;
  }
}
