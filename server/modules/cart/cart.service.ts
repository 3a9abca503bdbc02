import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { CUSTOM_PROFILE_PRODUCTS, customProfileLineName } from '../../../shared/catalogue.js';
import { isStorefrontCode, type StorefrontCode } from '../../../shared/storefronts.js';
import { TAX_RULES } from '../../../shared/tax.js';
import type {
  CartCouponView,
  CartItemMeta,
  CartItemView,
  CartTotals,
  CartView,
  MyCartView,
  ShippingMethodView,
} from '../../../shared/types/cart.js';
import type { CustomProfile } from '../../../shared/types/catalogue.js';
import { MSG } from '../../../shared/validation-messages.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestContext } from '../../common/request-context.js';
import { type RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { CatalogueService, type CatalogueVisitor, type PricedProduct } from '../catalogue/catalogue.service.js';
import { CustomProfilesService } from '../catalogue/custom-profiles.service.js';
import {
  CART_MESSAGES,
  COUPON_MSG,
  type CouponTerms,
  CURRENCY_SYMBOLS,
  computeTotals,
  evaluateCoupon,
  hasUpgradeOption,
  isAnimalRequired,
  membersOnlyAudience,
  needsPosting,
  redemptionRefusal,
  refusalToAdd,
} from './cart.rules.js';
import { cartItems, carts, couponRedemptions, coupons } from './cart.schema.js';
import {
  type AddCartItemDto,
  CART_MSG,
  type CartQueryDto,
  membersOnlyAtCheckout,
  type UpdateCartDto,
  type UpdateCartItemDto,
} from './dto/cart.dto.js';
import { LoyaltyService } from './loyalty.service.js';

type CartRow = typeof carts.$inferSelect;
type ItemRow = typeof cartItems.$inferSelect;
type CouponRow = typeof coupons.$inferSelect;

/**
 * The kits side answers this: the kit's barcode as the lab writes it, when this buyer may order an upgrade
 * for its sample, else null (docs/decisions/0634). Registered by the checkout module, which knows both.
 */
export interface UpgradeBarcodes {
  upgradableBarcode(buyer: { id: number; userType: string }, barcode: string, executor: DbExecutor): Promise<string | null>;
}

/** The clubs side answers this: does the account belong to a club (club products, docs/decisions/0971)? */
export interface ClubMembership {
  isClubMember(executor: DbExecutor, userId: number): Promise<boolean>;
}

/** The agents side answers this: is the account an approved collection agent's (agent products, 0974)? */
export interface CollectionAgentStatus {
  isCollectionAgent(executor: DbExecutor, userId: number): Promise<boolean>;
}

/** The orders side answers this: may this user start a new order (code 79)? Registered by the checkout module. */
export interface OrderGate {
  hasOverduePayments(executor: DbExecutor, userId: number): Promise<boolean>;
}

export interface PricedLine {
  item: ItemRow;
  product: PricedProduct;
  amount: number;
  /** The saved custom profile this line sells, as priced now; checkout snapshots its tests. */
  customProfile?: CustomProfile;
}

/** A cart priced for this visitor now: what the cart page shows and what checkout turns into an order. */
export interface CartQuote {
  cart: CartRow;
  visitor: CatalogueVisitor;
  storefront: StorefrontCode;
  lines: PricedLine[];
  coupon: { row: CouponRow; view: CartCouponView } | null;
  shipping: PricedProduct | null;
  shippingMethods: PricedProduct[];
  availablePoints: number;
  totals: CartTotals & { pointsUsed: number };
}

export interface QuoteOptions {
  coupon?: string;
  /** The buyer's e-mail at checkout (a guest's coupon limit counts by it); else the cart's. */
  email?: string;
  loyaltyPoints?: number;
  shippingMethodId?: number;
}

/** A guest cart's line its user's cart would not take (docs/decisions/0625). */
interface DroppedLine {
  productId: number;
  customProfileId: string | undefined;
  reason: string;
}

@Injectable()
export class CartService {
  private gate: OrderGate | undefined;
  private upgrades: UpgradeBarcodes | undefined;
  private clubs: ClubMembership | undefined;
  private agents: CollectionAgentStatus | undefined;

  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly catalogue: CatalogueService,
    private readonly profiles: CustomProfilesService,
    private readonly loyalty: LoyaltyService,
  ) {}

  visitorOf(ctx: RequestContext): Promise<CatalogueVisitor> {
    return this.catalogue.visitor(ctx);
  }

  useOrderGate(gate: OrderGate): void {
    this.gate = gate;
  }

  useUpgradeBarcodes(upgrades: UpgradeBarcodes): void {
    this.upgrades = upgrades;
  }

  useClubMembership(clubs: ClubMembership): void {
    this.clubs = clubs;
  }

  useCollectionAgents(agents: CollectionAgentStatus): void {
    this.agents = agents;
  }

  /** May this buyer have this product now? Club products need a club, agent products an agent (0971, 0974). */
  private async mayBuy(ctx: RequestContext, product: PricedProduct, executor: DbExecutor): Promise<boolean> {
    const audience = membersOnlyAudience(product);
    if (!audience) return true;
    const user = ctx.user;
    if (!user) return false;
    if (audience === 'club') return (await this.clubs?.isClubMember(executor, user.id)) ?? false;
    return (await this.agents?.isCollectionAgent(executor, user.id)) ?? false;
  }

  /** Adding or changing a line: a members-only product for someone outside its audience is a 428. */
  private async refuseMembersOnly(ctx: RequestContext, product: PricedProduct, executor: DbExecutor): Promise<void> {
    if (await this.mayBuy(ctx, product, executor)) return;
    throw new FieldErrors({ productId: membersOnlyAudience(product) === 'club' ? CART_MSG.clubOnly : CART_MSG.agentOnly });
  }

  /**
   * Checkout, inside its transaction: a members-only line whose buyer has since left the club or stopped
   * being an agent is refused with a 428 naming the line, so nothing is ordered (docs/decisions/0974).
   */
  async refuseLinesNoLongerAllowed(executor: DbExecutor, ctx: RequestContext, lines: readonly PricedLine[]): Promise<void> {
    const errors: Record<string, string> = {};
    for (const line of lines) {
      const audience = membersOnlyAudience(line.product);
      if (audience && !(await this.mayBuy(ctx, line.product, executor))) {
        errors[`items.${line.item.id}`] = membersOnlyAtCheckout(line.product.name, audience);
      }
    }
    if (Object.keys(errors).length) throw new FieldErrors(errors);
  }

  /**
   * POST /api/cart. A signed-in user gets their own cart (the same on every device), with the guest cart
   * of this browser merged into it; a guest gets this browser's cart again, or a new one with an
   * unguessable session id.
   */
  async create(ctx: RequestContext, browserSessionId?: string): Promise<CartView> {
    const user = ctx.user;
    const visitor = await this.catalogue.visitor(ctx);
    if (user) {
      const own = await this.cartOfUser(user, browserSessionId, visitor);
      if (!own) throw new Error('A signed-in user always gets a cart');
      return this.view(ctx, own.sessionId, {});
    }
    if (browserSessionId) {
      // The browser's own guest cart: the same cart again, never a second one.
      const [guest] = await this.db
        .select()
        .from(carts)
        .where(and(eq(carts.sessionId, browserSessionId), isNull(carts.userId)));
      if (guest) return this.view(ctx, guest.sessionId, {});
    }
    return this.view(ctx, (await this.insertCart(this.db, visitor, undefined)).sessionId, {});
  }

  /**
   * GET /api/my/cart: which cart this signed-in browser shows (docs/decisions/0618). The guest cart the
   * browser holds is merged in first; a browser with none (a new device, cleared storage) gets the
   * user's own cart. Never creates one: null until the user adds something.
   */
  async mine(ctx: RequestContext, browserSessionId?: string): Promise<MyCartView> {
    const user = ctx.user;
    if (!user) throw AppError.unauthorized();
    const dropped: DroppedLine[] = [];
    const cart = await this.cartOfUser(user, browserSessionId, undefined, dropped);
    if (dropped.length === 0) return { sessionId: cart?.sessionId ?? null, dropped: [] };
    // A custom profile is named as its owner named it; anything else by its catalogue name.
    const visitor = await this.catalogue.visitor(ctx);
    const profileIds = dropped.flatMap((d) => (d.customProfileId ? [d.customProfileId] : []));
    const [products, profiles] = await Promise.all([
      this.catalogue.pricedProducts(visitor, [...new Set(dropped.map((d) => d.productId))]),
      this.profiles.forCart(user.id, visitor.currency, profileIds),
    ]);
    const names = new Map<string | number, string>([
      ...products.map((p) => [p.id, p.name] as const),
      ...profiles.map((p) => [p.id, p.name] as const),
    ]);
    return {
      sessionId: cart?.sessionId ?? null,
      dropped: dropped.map((d) => ({
        productId: d.productId,
        name: names.get(d.customProfileId ?? d.productId) ?? 'A product',
        reason: d.reason,
      })),
    };
  }

  async view(ctx: RequestContext, sessionId: string, options: QuoteOptions): Promise<CartView> {
    return this.viewOf(await this.quote(this.db, ctx, sessionId, options));
  }

  async viewWithQuery(ctx: RequestContext, sessionId: string, query: CartQueryDto): Promise<CartView> {
    return this.view(ctx, sessionId, {
      coupon: query.coupon,
      loyaltyPoints: query.loyalty_points ? Number(query.loyalty_points) : undefined,
      shippingMethodId: query.shipping_method ? Number(query.shipping_method) : undefined,
    });
  }

  async update(ctx: RequestContext, sessionId: string, input: UpdateCartDto): Promise<CartView> {
    const cart = await this.cartFor(this.db, ctx, sessionId);
    const changes: Partial<CartRow> = { updatedAt: new Date() };
    if (input.email !== undefined) changes.email = input.email.trim().toLowerCase();
    if (input.country !== undefined) changes.country = input.country.toUpperCase();
    if (input.phoneNumber !== undefined) changes.phoneNumber = input.phoneNumber.trim() || null;
    if (input.sampleCollector) {
      changes.collector = {
        type: input.sampleCollector.type,
        name: input.sampleCollector.name.trim(),
        clinic: input.sampleCollector.clinic?.trim() || null,
      };
    }
    await this.db.update(carts).set(changes).where(eq(carts.id, cart.id));
    return this.view(ctx, cart.sessionId, {});
  }

  async addItem(ctx: RequestContext, sessionId: string, input: AddCartItemDto): Promise<CartView> {
    const visitor = await this.catalogue.visitor(ctx);
    const meta = cleanMeta(input.metaData ?? {});
    const product =
      meta.customProfileId === undefined
        ? (await this.catalogue.pricedProducts(visitor, [input.productId]))[0]
        : await this.customProfileProduct(ctx, visitor, input.productId, meta.customProfileId);
    if (!product || product.typeId === 7) throw AppError.notFound('Product not found');
    if ((meta.isUpgradeTests || meta.isUpgradeFullbreed) && !meta.barcode) {
      throw new FieldErrors({ 'metaData.barcode': MSG.required });
    }
    // A guest cart read by a signed-in user answers as the user's cart, with its own session id.
    const cart = await this.db.transaction(async (tx) => {
      const target = await this.cartFor(tx, ctx, sessionId, true);
      await this.refuseMembersOnly(ctx, product, tx);
      const user = ctx.user;
      if (user && this.gate && (await this.gate.hasOverduePayments(tx, user.id))) {
        throw AppError.conflict(CART_MESSAGES.pendingPayments.content, CART_MESSAGES.pendingPayments);
      }
      const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, target.id));
      const refusal = refusalToAdd(lines, { productId: product.id, metaData: meta });
      if (refusal) throw AppError.conflict(refusal.content, refusal);
      if (meta.barcode && (meta.isUpgradeTests || meta.isUpgradeFullbreed)) {
        // Only a kit of the buyer's own (or, for a vet, a patient shared with them): a guest has none.
        const barcode = user && this.upgrades ? await this.upgrades.upgradableBarcode(user, meta.barcode, tx) : null;
        if (!barcode) throw new FieldErrors({ 'metaData.barcode': CART_MSG.upgradeBarcode });
        meta.barcode = barcode;
        // The same kit typed another way is the same line.
        const again = refusalToAdd(lines, { productId: product.id, metaData: meta });
        if (again) throw AppError.conflict(again.content, again);
      }
      const quantity = product.kitCount !== null || product.typeId === 4 ? (input.quantity ?? 1) : 1;
      await tx.insert(cartItems).values({ cartId: target.id, productId: product.id, quantity, metaData: meta });
      await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, target.id));
      return target;
    });
    return this.view(ctx, cart.sessionId, {});
  }

  async updateItem(ctx: RequestContext, sessionId: string, itemId: number, input: UpdateCartItemDto): Promise<CartView> {
    const visitor = await this.catalogue.visitor(ctx);
    const cart = await this.cartFor(this.db, ctx, sessionId);
    const item = await this.itemOf(cart, itemId);
    // A custom profile is one line of one profile: nothing about it changes but its removal.
    if (item.metaData.customProfileId !== undefined) {
      if (input.productId !== item.productId) throw AppError.notFound('Product not found');
      return this.view(ctx, cart.sessionId, {});
    }
    const [product] = await this.catalogue.pricedProducts(visitor, [input.productId]);
    if (!product || product.typeId === 7) throw AppError.notFound('Product not found');
    await this.refuseMembersOnly(ctx, product, this.db);
    if (product.id !== item.productId) {
      const others = (await this.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id))).filter(
        (l) => l.id !== item.id,
      );
      const refusal = refusalToAdd(others, { productId: product.id, metaData: item.metaData });
      if (refusal) throw AppError.conflict(refusal.content, refusal);
    }
    const quantity = product.kitCount !== null || product.typeId === 4 ? input.quantity : 1;
    await this.db.update(cartItems).set({ productId: product.id, quantity }).where(eq(cartItems.id, item.id));
    return this.view(ctx, cart.sessionId, {});
  }

  async deleteItem(ctx: RequestContext, sessionId: string, itemId: number): Promise<CartView> {
    const cart = await this.cartFor(this.db, ctx, sessionId);
    const item = await this.itemOf(cart, itemId);
    await this.db.delete(cartItems).where(eq(cartItems.id, item.id));
    return this.view(ctx, cart.sessionId, {});
  }

  async setNote(ctx: RequestContext, sessionId: string, itemId: number, note: string): Promise<CartView> {
    const cart = await this.cartFor(this.db, ctx, sessionId);
    const item = await this.itemOf(cart, itemId);
    await this.db
      .update(cartItems)
      .set({ note: note.trim() || null })
      .where(eq(cartItems.id, item.id));
    return this.view(ctx, cart.sessionId, {});
  }

  async shippingMethods(ctx: RequestContext, sessionId: string): Promise<ShippingMethodView[]> {
    const quote = await this.quote(this.db, ctx, sessionId, {});
    return quote.shippingMethods.map(shippingView);
  }

  async checkCoupon(ctx: RequestContext, sessionId: string, code: string): Promise<CartCouponView> {
    const quote = await this.quote(this.db, ctx, sessionId, { coupon: code });
    if (!quote.coupon) return { code: code.toUpperCase(), valid: false, discount: 0, message: COUPON_MSG.unknown };
    if (quote.coupon.row.kind === 'points') {
      throw AppError.conflict(COUPON_MSG.points, { code: 'loyalty_voucher' });
    }
    return quote.coupon.view;
  }

  /** Prices the cart from the catalogue now (client prices never count) with the chosen coupon, points and shipping. */
  async quote(
    executor: DbExecutor,
    ctx: RequestContext,
    sessionId: string,
    options: QuoteOptions,
    knownVisitor?: CatalogueVisitor,
  ): Promise<CartQuote> {
    // Inside a transaction every query must use it (PGlite has one connection): the visitor is read first.
    const visitor = knownVisitor ?? (await this.catalogue.visitor(ctx));
    const cart = await this.cartFor(executor, ctx, sessionId);
    const storefront: StorefrontCode = isStorefrontCode(visitor.storefront) ? visitor.storefront : 'US';
    const items = await executor.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.id));
    const profileIds = items.flatMap((i) => (i.metaData.customProfileId === undefined ? [] : [i.metaData.customProfileId]));
    const productIds = items.filter((i) => i.metaData.customProfileId === undefined).map((i) => i.productId);
    const products = new Map(
      (await this.catalogue.pricedProducts(visitor, [...new Set(productIds)], executor)).map((p) => [p.id, p]),
    );
    // A custom profile is priced from its tests now (docs/decisions/0307); a deleted profile leaves the cart.
    const profiles = new Map(
      (cart.userId !== null && profileIds.length
        ? await this.profiles.forCart(cart.userId, visitor.currency, profileIds, executor)
        : []
      ).map((p) => [p.id, p]),
    );
    const lines: PricedLine[] = items.flatMap((item) => {
      const profile = item.metaData.customProfileId === undefined ? undefined : profiles.get(item.metaData.customProfileId);
      if (profile) return [{ item, product: profileProduct(profile), amount: profile.price.amount, customProfile: profile }];
      const product = item.metaData.customProfileId === undefined ? products.get(item.productId) : undefined;
      return product ? [{ item, product, amount: product.amount * item.quantity }] : [];
    });
    const shippingMethods = lines.some((l) => needsPosting(l.product))
      ? await this.catalogue.shippingMethods(visitor, executor)
      : [];
    const shipping =
      shippingMethods.find((m) => m.id === options.shippingMethodId) ??
      (shippingMethods.length ? shippingMethods[0] : undefined) ??
      null;
    const user = ctx.user;
    const coupon = options.coupon?.trim()
      ? await this.couponFor(executor, options.coupon, lines, visitor, user, options.email ?? cart.email)
      : null;
    const availablePoints = user ? await this.loyalty.balance(executor, user.id) : 0;
    const totals = computeTotals({
      currency: visitor.currency,
      subtotal: lines.reduce((sum, l) => sum + l.amount, 0),
      discount: coupon?.view.valid ? coupon.view.discount : 0,
      loyaltyPoints: options.loyaltyPoints ?? 0,
      availablePoints,
      shipping: shipping?.amount ?? 0,
      tax: TAX_RULES[storefront],
    });
    if (cart.currency !== visitor.currency || cart.storefront !== visitor.storefront) {
      await executor
        .update(carts)
        .set({ currency: visitor.currency, storefront: visitor.storefront })
        .where(eq(carts.id, cart.id));
    }
    return { cart, visitor, storefront, lines, coupon, shipping, shippingMethods, availablePoints, totals };
  }

  /**
   * The cart of this session id for this visitor: someone else's cart answers 404. A guest cart read by a
   * signed-in user is merged into theirs (docs/decisions/0618), and the user's cart is the answer.
   */
  async cartFor(executor: DbExecutor, ctx: RequestContext, sessionId: string, lock = false): Promise<CartRow> {
    const query = executor.select().from(carts).where(eq(carts.sessionId, sessionId));
    const [cart] = lock ? await query.for('update') : await query;
    const user = ctx.user;
    if (!cart || (cart.userId !== null && cart.userId !== user?.id)) throw AppError.notFound('Cart not found');
    if (user && cart.userId === null) {
      const own = await this.adopt(cart, user, executor);
      if (!own) throw AppError.notFound('Cart not found');
      return own;
    }
    return cart;
  }

  async clear(tx: DbExecutor, cartId: number): Promise<void> {
    await tx.delete(carts).where(eq(carts.id, cartId));
  }

  async clearSession(tx: DbExecutor, sessionId: string): Promise<void> {
    await tx.delete(carts).where(eq(carts.sessionId, sessionId));
  }

  async attachOrder(tx: DbExecutor, cartId: number, orderId: number): Promise<void> {
    await tx.update(carts).set({ orderId, updatedAt: new Date() }).where(eq(carts.id, cartId));
  }

  /**
   * The order made from this cart was cancelled unpaid (docs/decisions/0619, 0623): the cart is free to order
   * again, and the coupon the order used is given back — its redemption row goes, and with it one use.
   */
  async releaseOrder(tx: DbExecutor, orderId: number): Promise<void> {
    await tx.update(carts).set({ orderId: null, updatedAt: new Date() }).where(eq(carts.orderId, orderId));
    const released = await tx
      .delete(couponRedemptions)
      .where(eq(couponRedemptions.orderId, orderId))
      .returning({ couponId: couponRedemptions.couponId });
    for (const { couponId } of released) {
      await tx
        .update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
        .where(eq(coupons.id, couponId));
    }
  }

  /**
   * Takes one use of the coupon for this order, under the coupon row's lock (docs/decisions/0631): checkouts
   * racing for it are taken one at a time, each counting the uses before it — a single-use code is used
   * once, and a buyer's own limit holds, counted by account and by e-mail so that a guest is held to it too.
   * Returns why it was refused, or null when the use was taken.
   */
  async redeemCoupon(
    tx: DbExecutor,
    couponId: number,
    orderId: number,
    user: RequestUser | undefined,
    email: string,
  ): Promise<ReturnType<typeof redemptionRefusal>> {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
    if (!coupon) return COUPON_MSG.usedUp;
    const refusal = redemptionRefusal(coupon, await this.usesByBuyer(tx, couponId, user, email));
    if (refusal) return refusal;
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(eq(coupons.id, couponId));
    await tx.insert(couponRedemptions).values({ couponId, userId: user?.id ?? null, email: email.toLowerCase(), orderId });
    return null;
  }

  /** How often this buyer used the coupon: by their account, or by the e-mail of a guest order or of the account. */
  private async usesByBuyer(
    executor: DbExecutor,
    couponId: number,
    user: RequestUser | undefined,
    email: string | null,
  ): Promise<number> {
    const emails = [...new Set([email, user?.email].flatMap((e) => (e ? [e.toLowerCase()] : [])))];
    const buyer = [
      ...(user ? [eq(couponRedemptions.userId, user.id)] : []),
      ...(emails.length ? [inArray(couponRedemptions.email, emails)] : []),
    ];
    if (buyer.length === 0) return 0;
    const [uses] = await executor
      .select({ n: sql<number>`count(*)::int` })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, couponId), or(...buyer)));
    return Number(uses?.n ?? 0);
  }

  /**
   * The signed-in user's cart as this browser should show it: the browser's cart when it is already
   * theirs, the browser's guest cart merged into theirs, else their newest cart; with `createFor`, a new
   * one when they have none (under the user's cart lock, so two devices never make two).
   */
  private async cartOfUser(
    user: RequestUser,
    browserSessionId: string | undefined,
    createFor?: CatalogueVisitor,
    dropped?: DroppedLine[],
  ): Promise<CartRow | null> {
    if (browserSessionId) {
      const [browser] = await this.db.select().from(carts).where(eq(carts.sessionId, browserSessionId));
      if (browser?.userId === user.id) return browser;
      const adopted = browser && browser.userId === null ? await this.adopt(browser, user, this.db, dropped) : null;
      if (adopted) return adopted;
    }
    const newest = (executor: DbExecutor) =>
      executor.select().from(carts).where(eq(carts.userId, user.id)).orderBy(desc(carts.updatedAt), desc(carts.id)).limit(1);
    if (!createFor) return (await newest(this.db))[0] ?? null;
    return this.db.transaction(async (tx) => {
      await lockCartsOf(tx, user.id);
      return (await newest(tx))[0] ?? this.insertCart(tx, createFor, user);
    });
  }

  /**
   * A guest cart meets its user (docs/decisions/0618): its items join the user's open cart by the cart
   * rules, as if added there — a line that cart would refuse (the same item again, upgrades beside
   * regular products, a second custom profile) is dropped — and the guest cart is deleted; any other
   * open cart of the user joins the same way. With no open cart, or with an order awaiting its payment,
   * the guest cart simply becomes the user's. Null when the guest cart is gone or someone else's. A line
   * refused for a reason other than being there already is put in `dropped`, so the user can be told.
   */
  private async adopt(
    guest: CartRow,
    user: RequestUser,
    executor: DbExecutor = this.db,
    dropped: DroppedLine[] = [],
  ): Promise<CartRow | null> {
    const run = async (tx: DbExecutor): Promise<CartRow | null> => {
      // The guest cart first, then the user's: the order addItem takes them in, so a merge never deadlocks with an add.
      const [locked] = await tx.select().from(carts).where(eq(carts.id, guest.id)).for('update');
      if (!locked || locked.userId !== null) return locked?.userId === user.id ? locked : null;
      await lockCartsOf(tx, user.id);
      const [target, ...others] = await tx
        .select()
        .from(carts)
        .where(and(eq(carts.userId, user.id), isNull(carts.orderId)))
        .orderBy(desc(carts.updatedAt), desc(carts.id))
        .for('update');
      if (!target || locked.orderId !== null) {
        const [claimed] = await tx
          .update(carts)
          .set({ userId: user.id, email: locked.email ?? user.email, updatedAt: new Date() })
          .where(eq(carts.id, locked.id))
          .returning();
        return claimed ?? null;
      }
      const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, target.id));
      for (const from of [locked, ...others]) {
        for (const item of await tx.select().from(cartItems).where(eq(cartItems.cartId, from.id)).orderBy(asc(cartItems.id))) {
          const refusal = refusalToAdd(lines, item);
          if (refusal) {
            if (refusal !== CART_MESSAGES.alreadyInCart) {
              dropped.push({
                productId: item.productId,
                customProfileId: item.metaData.customProfileId,
                reason: refusal.content,
              });
            }
            continue;
          }
          await tx.update(cartItems).set({ cartId: target.id }).where(eq(cartItems.id, item.id));
          lines.push(item);
        }
        await tx.delete(carts).where(eq(carts.id, from.id));
      }
      const [merged] = await tx
        .update(carts)
        .set({
          country: target.country ?? locked.country,
          phoneNumber: target.phoneNumber ?? locked.phoneNumber,
          collector: target.collector ?? locked.collector,
          updatedAt: new Date(),
        })
        .where(eq(carts.id, target.id))
        .returning();
      return merged ?? null;
    };
    return executor === this.db ? this.db.transaction(run) : run(executor);
  }

  private async insertCart(executor: DbExecutor, visitor: CatalogueVisitor, user: RequestUser | undefined): Promise<CartRow> {
    const [row] = await executor
      .insert(carts)
      .values({
        sessionId: randomBytes(24).toString('base64url'),
        userId: user?.id ?? null,
        storefront: visitor.storefront,
        currency: visitor.currency,
        email: user?.email ?? null,
      })
      .returning();
    if (!row) throw new Error('Cart insert returned nothing');
    return row;
  }

  /** The signed-in breeder's own saved profile, as the product it is sold as; someone else's is a 404. */
  private async customProfileProduct(
    ctx: RequestContext,
    visitor: CatalogueVisitor,
    productId: number,
    profileId: string,
  ): Promise<PricedProduct | undefined> {
    const user = ctx.user;
    if (!user) throw AppError.unauthorized();
    const [profile] = await this.profiles.forCart(user.id, visitor.currency, [profileId]);
    if (!profile) throw AppError.notFound('Custom profile not found');
    return profile.productId === productId ? profileProduct(profile) : undefined;
  }

  private async itemOf(cart: CartRow, itemId: number): Promise<ItemRow> {
    const [item] = await this.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)));
    if (!item) throw AppError.notFound('Item not found');
    return item;
  }

  private async couponFor(
    executor: DbExecutor,
    code: string,
    lines: PricedLine[],
    visitor: { currency: string; storefront: string },
    user: RequestUser | undefined,
    email: string | null,
  ): Promise<{ row: CouponRow; view: CartCouponView } | null> {
    const normalised = code.trim().toUpperCase();
    const [row] = await executor.select().from(coupons).where(eq(coupons.code, normalised));
    if (!row || row.disabledAt) return null;
    if (row.kind === 'points') return { row, view: { code: normalised, valid: false, discount: 0, message: COUPON_MSG.points } };
    const result = evaluateCoupon(
      row as CouponTerms,
      lines.map((l) => ({ productId: l.product.id, categoryId: l.product.categoryId, amount: l.amount })),
      {
        currency: visitor.currency,
        storefront: visitor.storefront,
        now: new Date(),
        usesByUser: await this.usesByBuyer(executor, row.id, user, email),
      },
    );
    if (!result.ok && result.reason === COUPON_MSG.usedByYou) {
      throw AppError.conflict(CART_MESSAGES.voucherRedeemed.content, CART_MESSAGES.voucherRedeemed);
    }
    return {
      row,
      view: result.ok
        ? { code: normalised, valid: true, discount: result.discount, message: null }
        : { code: normalised, valid: false, discount: 0, message: result.reason },
    };
  }

  private viewOf(quote: CartQuote): CartView {
    const { cart, lines, visitor } = quote;
    const symbol = CURRENCY_SYMBOLS[visitor.currency] ?? visitor.currency;
    const items: CartItemView[] = lines.map(({ item, product, amount, customProfile }) => ({
      id: item.id,
      product: { id: product.id, name: product.name, typeId: product.typeId, kind: product.kind, species: product.species },
      quantity: item.quantity,
      unitAmount: product.amount,
      amount,
      currency: { code: visitor.currency, symbol },
      metaData: item.metaData,
      hasUpgradeOption: hasUpgradeOption(product),
      isAnimalRequired: isAnimalRequired(product, visitor.userType),
      note: item.note,
      customProfile: customProfile
        ? {
            id: customProfile.id,
            tests: customProfile.tests.map((t) => ({ id: t.id, name: t.name })),
            discountPercent: customProfile.price.discountPercent,
          }
        : null,
    }));
    const { pointsUsed: _, ...totals } = quote.totals;
    return {
      sessionId: cart.sessionId,
      storefront: visitor.storefront,
      items,
      itemCount: items.reduce((sum, i) => sum + i.quantity, 0),
      coupons: quote.coupon ? [quote.coupon.view] : [],
      loyaltyPoints: quote.totals.loyaltyDiscount,
      availableLoyaltyPoints: quote.availablePoints,
      shippingMethod: quote.shipping ? shippingView(quote.shipping) : null,
      shippingMethods: quote.shippingMethods.map(shippingView),
      isSwabRequired: lines.some((l) => needsPosting(l.product)),
      email: cart.email,
      country: cart.country,
      phoneNumber: cart.phoneNumber,
      collector: cart.collector ?? null,
      orderId: cart.orderId,
      totals,
    };
  }
}

/** Serialises finding, creating and merging one user's carts across requests and nodes. */
async function lockCartsOf(tx: DbExecutor, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7244, ${userId})`);
}

/** A saved custom profile as the catalogue product it is sold as, at its own price. */
function profileProduct(profile: CustomProfile): PricedProduct {
  const facts = CUSTOM_PROFILE_PRODUCTS[profile.species];
  return {
    id: facts.id,
    name: customProfileLineName(profile.name),
    typeId: facts.typeId,
    kind: facts.kind,
    species: profile.species,
    categoryId: facts.categoryId,
    kitCount: null,
    description: profile.tests.map((t) => t.name).join(', '),
    amount: profile.price.amount,
  };
}

function shippingView(method: PricedProduct): ShippingMethodView {
  return { id: method.id, name: method.name, description: method.description, amount: method.amount };
}

function cleanMeta(meta: CartItemMeta): CartItemMeta {
  const out: CartItemMeta = {};
  if (meta.isUpgradeTests) out.isUpgradeTests = true;
  if (meta.isUpgradeFullbreed) out.isUpgradeFullbreed = true;
  if (meta.barcode?.trim()) out.barcode = meta.barcode.trim();
  if (meta.customProfileId !== undefined) out.customProfileId = meta.customProfileId;
  return out;
}
