/**
 * The seam through which the catalogue learns which tests a kit runs (docs/decisions/0504). The kits
 * module implements it and registers itself with `CatalogueService.useKitTests`, because kits already
 * depend on the catalogue and the catalogue must not depend on kits.
 */
export interface KitTestsLookup {
  /**
   * The catalogue test ids of the kits with these barcodes that the user can see (their own kits and
   * those of animals shared with them); answers a field error when any barcode is not one of them.
   */
  testsOfKits(userId: number, barcodes: string[]): Promise<number[]>;
}
