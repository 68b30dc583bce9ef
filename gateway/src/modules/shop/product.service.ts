import { isIntInRange, isWithinMax } from '@paydesk/shared/generic-rules';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SHOP_LIMITS, SHOP_MESSAGES as S } from '@paydesk/shared/shop-rules';
import { ownerId } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { fieldError, type FieldError } from '../../core/errors';
import { actorOf, writeAudit } from '../audit';
import { Product, Store, StoreProduct } from './shop.entities';
import type { StoreService } from './store.service';
import { productImageUrls } from './shop-urls';
import type { ProductInput, ProductPayload, ProductView, StoreSales, StoreSalesPayload } from './shop.types';
import { inTransaction } from '../../core/database/in-transaction';
import { pageFrom, pageRequest, refusedPage, type Page, type PageArgs } from '../../core/paging';

const isIntIn = (n: number | null | undefined, min: number, max: number) => isIntInRange(n, { min, max });

/** The member's products and which store sells which (SPEC §2.3 product-*, sales-manage). */
export class ProductService {
  constructor(private readonly stores: StoreService) {}

  /** Every product of the member in display order (the store's sales page weighs them all at once). */
  async list(ctx: RequestContext): Promise<ProductView[]> {
    const products = await ctx.em.find(
      Product,
      { memberId: ownerId(ctx) },
      { orderBy: { sortOrder: 'asc', id: 'desc' } },
    );
    return this.views(ctx, products);
  }

  /**
   * The product list a page at a time, in the same display order; the cursor carries the last row's sortOrder and
   * id, so a page goes on after it in that order (a product moved meanwhile is seen where it now stands).
   */
  async page(ctx: RequestContext, paging: PageArgs): Promise<Page<ProductView>> {
    const req = pageRequest(paging, 'rank');
    if (req.errors.length) return refusedPage(req.errors);
    const after = req.after;
    const rank = after?.rank ?? 0;
    const products = await ctx.em.find(
      Product,
      after
        ? { memberId: ownerId(ctx), $or: [{ sortOrder: { $gt: rank } }, { sortOrder: rank, id: { $lt: after.id } }] }
        : { memberId: ownerId(ctx) },
      { orderBy: { sortOrder: 'asc', id: 'desc' }, limit: req.limit },
    );
    const page = pageFrom(
      products,
      req,
      (p) => ({ id: p.id, at: null, rank: p.sortOrder }),
      (p) => p,
    );
    return { ...page, items: await this.views(ctx, page.items) };
  }

  async get(ctx: RequestContext, id: number): Promise<ProductView | null> {
    const product = await ctx.em.findOne(Product, { id, memberId: ownerId(ctx) });
    const [view] = product ? await this.views(ctx, [product]) : [];
    return view ?? null;
  }

  private async views(ctx: RequestContext, products: Product[]): Promise<ProductView[]> {
    const links = await ctx.em.find(StoreProduct, { productId: { $in: products.map((p) => p.id) } });
    return products.map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      description: p.description,
      stock: p.stock,
      reserved: p.reserved,
      sold: p.sold,
      perOrderLimit: p.perOrderLimit,
      listed: p.listed,
      sortOrder: p.sortOrder,
      imageUrls: productImageUrls(ctx, p),
      storeIds: links.filter((l) => l.productId === p.id).map((l) => l.storeId),
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    }));
  }

  /** SPEC §5 number and stock rules; `reserved` is what unpaid orders hold (0 for a new product). */
  private validate(input: ProductInput, reserved: number): FieldError[] {
    const errors: FieldError[] = [];
    const name = input.name.trim();
    if (!name || !isWithinMax(name, SHOP_LIMITS.productNameMax))
      errors.push(fieldError('name', 'INVALID', S.productName));
    if (!isIntIn(input.price, 1, SHOP_LIMITS.priceMax)) errors.push(fieldError('price', 'INVALID', S.price));
    if (!isWithinMax(input.description, SHOP_LIMITS.descriptionMax))
      errors.push(fieldError('description', 'TOO_LONG', S.description));
    if (!isIntIn(input.stock, 0, SHOP_LIMITS.stockMax)) errors.push(fieldError('stock', 'INVALID', S.stock));
    else if (input.stock < reserved) errors.push(fieldError('stock', 'BELOW_RESERVED', S.stockBelowReserved(reserved)));
    if (input.perOrderLimit != null && !isIntIn(input.perOrderLimit, 1, SHOP_LIMITS.perOrderMax))
      errors.push(fieldError('perOrderLimit', 'INVALID', S.perOrderLimit));
    return errors;
  }

  /** The member's own stores among the ids, or an error when any is not theirs. */
  private async ownStoreIds(em: EntityManager, memberId: number, ids: readonly number[]) {
    const unique = [...new Set(ids)];
    const found = await em.find(Store, { id: { $in: unique }, memberId });
    return found.length === unique.length
      ? { ids: unique, errors: [] }
      : { ids: [], errors: [fieldError('storeIds', 'NOT_FOUND', S.storeNotFound)] };
  }

  /** Makes the product sold by exactly these stores; a newly added store lists it last. */
  private async syncStores(em: EntityManager, productId: number, storeIds: readonly number[]) {
    await em.nativeDelete(StoreProduct, { productId, storeId: { $nin: [...storeIds] } });
    for (const storeId of storeIds) {
      if (await em.count(StoreProduct, { storeId, productId })) continue;
      const last = await em.findOne(StoreProduct, { storeId }, { orderBy: { sortOrder: 'desc' } });
      await em.insert(StoreProduct, { storeId, productId, sortOrder: (last?.sortOrder ?? 0) + 1 });
    }
  }

  async create(ctx: RequestContext, input: ProductInput): Promise<ProductPayload> {
    const memberId = ownerId(ctx);
    const stores = await this.ownStoreIds(ctx.em, memberId, input.storeIds ?? []);
    const errors = [...this.validate(input, 0), ...stores.errors];
    if (errors.length) return { product: null, errors };
    const id = await inTransaction(ctx.em, async (tx) => {
      const productId = await tx.insert(Product, {
        memberId,
        name: input.name.trim(),
        price: input.price,
        description: (input.description ?? '').trim(),
        stock: input.stock,
        perOrderLimit: input.perOrderLimit ?? null,
        listed: input.listed ?? true,
        sortOrder: input.sortOrder ?? 0,
      });
      await this.syncStores(tx, productId, stores.ids);
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'product.create',
        target: `product:${productId}`,
        after: { name: input.name.trim(), price: input.price, stock: input.stock },
      });
      return productId;
    });
    return { product: await this.get(ctx, id), errors: [] };
  }

  /**
   * The stock typed is what is on hand and unsold; units unpaid orders hold stay reserved, the rest is free.
   * The row is locked so an order cannot reserve units between the check and the write.
   */
  async update(ctx: RequestContext, id: number, input: ProductInput): Promise<ProductPayload> {
    const memberId = ownerId(ctx);
    const stores = input.storeIds ? await this.ownStoreIds(ctx.em, memberId, input.storeIds) : null;
    if (stores?.errors.length) return { product: null, errors: stores.errors };
    const errors = await inTransaction(ctx.em, async (tx) => {
      const product = await tx.findOne(Product, { id, memberId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!product) return [fieldError(null, 'NOT_FOUND', S.productUnavailable(`#${id}`))];
      const problems = this.validate(input, product.reserved);
      if (problems.length) return problems;
      const before = { name: product.name, price: product.price, stock: product.stock + product.reserved };
      tx.assign(product, {
        name: input.name.trim(),
        price: input.price,
        description: (input.description ?? '').trim(),
        stock: input.stock - product.reserved,
        perOrderLimit: input.perOrderLimit ?? null,
        listed: input.listed ?? product.listed,
        sortOrder: input.sortOrder ?? product.sortOrder,
      });
      if (stores) await this.syncStores(tx, id, stores.ids);
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'product.update',
        target: `product:${id}`,
        before,
        after: { name: product.name, price: product.price, stock: input.stock },
      });
      return [];
    });
    if (errors.length) return { product: null, errors };
    return { product: await this.get(ctx, id), errors: [] };
  }

  /** Every product of the member with whether this store sells it and where (sales-manage). */
  async sales(ctx: RequestContext, storeId: number): Promise<StoreSales | null> {
    const store = await this.stores.own(ctx, storeId);
    if (!store) return null;
    const products = await this.list(ctx);
    const links = await ctx.em.find(StoreProduct, { storeId }, { orderBy: { sortOrder: 'asc' } });
    const position = (productId: number) => {
      const index = links.findIndex((l) => l.productId === productId);
      return index < 0 ? null : index + 1;
    };
    const lines = products
      .map((product) => ({ product, assigned: position(product.id) !== null, position: position(product.id) }))
      .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity));
    return { store: await this.stores.view(ctx, store), lines };
  }

  /** The store sells exactly these products, in this order. */
  async saveSales(ctx: RequestContext, storeId: number, productIds: number[]): Promise<StoreSalesPayload> {
    const memberId = ownerId(ctx);
    const store = await this.stores.own(ctx, storeId);
    if (!store) return { sales: null, errors: [fieldError('storeId', 'NOT_FOUND', S.storeNotFound)] };
    const unique = [...new Set(productIds)];
    if ((await ctx.em.count(Product, { id: { $in: unique }, memberId })) !== unique.length)
      return { sales: null, errors: [fieldError('productIds', 'NOT_FOUND', S.productUnavailable('?'))] };
    await inTransaction(ctx.em, async (tx) => {
      await tx.nativeDelete(StoreProduct, { storeId });
      for (const [index, productId] of unique.entries())
        await tx.insert(StoreProduct, { storeId, productId, sortOrder: index + 1 });
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'store.sales',
        target: `store:${storeId}`,
        after: { productIds: unique },
      });
    });
    return { sales: await this.sales(ctx, storeId), errors: [] };
  }
}
