import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { DbExecutor } from '../../db/database.js';
import { CartService, type UpgradeBarcodes } from '../cart/cart.service.js';
import { KitsService } from '../kits/kits.service.js';

/** The cart asks the kits module whether a buyer may order an upgrade for a barcode (docs/decisions/0634). */
@Injectable()
export class KitsUpgrades implements UpgradeBarcodes, OnModuleInit {
  constructor(
    private readonly kits: KitsService,
    private readonly carts: CartService,
  ) {}

  onModuleInit(): void {
    this.carts.useUpgradeBarcodes(this);
  }

  upgradableBarcode(buyer: { id: number; userType: string }, barcode: string, executor: DbExecutor): Promise<string | null> {
    return this.kits.upgradableBarcode(buyer, barcode, executor);
  }
}
