import { PayType } from '@paydesk/shared/pay-types';
import { isWithinMax } from '@paydesk/shared/generic-rules';
import { deliveryMethodsFor, DeliveryMethod } from '@paydesk/shared/delivery-methods';
import { MemberType } from '@paydesk/shared/member-types';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { OWNER_CAP_MESSAGES, OWNER_CAPS } from '@paydesk/shared/owner-caps';
import { createUnderCap } from '../../core/owner-cap';
import { SHOP_LIMITS, SHOP_MESSAGES as S, STORE_SLUG_PATTERN } from '@paydesk/shared/shop-rules';
import { ownerId } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { sqlOf } from '../../core/database/sql';
import { fieldError, type FieldError } from '../../core/errors';
import { actorOf, writeAudit } from '../audit';
import { Member } from '../members';
import { Merchant } from '../merchants';
import { acceptedPayTypeErrors, offeredPayTypes } from '../reference';
import { Store } from './shop.entities';
import type { Storefront, StoreInput, StorePayload, StoreView } from './shop.types';
import { bannerUrl, productImageUrls, storeUrl } from './shop-urls';
import {
  approvedMethods,
  deliveryOptions,
  shippingFeeErrors,
  shippingFeeViews,
  storedShippingFees,
} from './store-delivery';
import type { DeliveryOption } from './store-delivery.types';
import { qrCodeDataUrl } from '../../core/files/qr-code';

/** The unique index that keeps one store per public address (db/migrations, storefront). */
const STORE_SLUG_UNIQUE = 'store_slug_uq';
const STORE_CAP = { table: 'store', ownerColumn: 'member_id', cap: OWNER_CAPS.stores };

const uniqueSorted = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

/** Stores of the member's shops: create, edit, list (SPEC §2.3 store-create, store-edit, store-list). */
export class StoreService {
  async list(ctx: RequestContext): Promise<StoreView[]> {
    const stores = await ctx.em.find(Store, { memberId: ownerId(ctx) }, { orderBy: { id: 'desc' } });
    return Promise.all(stores.map((s) => this.view(ctx, s)));
  }

  async get(ctx: RequestContext, id: number): Promise<StoreView | null> {
    const store = await this.own(ctx, id);
    return store ? this.view(ctx, store) : null;
  }

  /** A store of the viewer's member, or null (never another member's). */
  async own(ctx: RequestContext, id: number): Promise<Store | null> {
    return ctx.em.findOne(Store, { id, memberId: ownerId(ctx) });
  }

  async view(ctx: RequestContext, store: Store): Promise<StoreView> {
    const merchant = await ctx.em.findOne(Merchant, store.merchantId);
    const [count] = await sqlOf(ctx.em)<{ n: number }>(
      'select count(*)::int as n from store_product where store_id = ?',
      [store.id],
    );
    const url = storeUrl(ctx, store.slug);
    return {
      id: store.id,
      merchantId: store.merchantId,
      merchantName: merchant?.name ?? '',
      name: store.name,
      slug: store.slug,
      description: store.description,
      bannerUrl: bannerUrl(ctx, store),
      payTypes: store.payTypes,
      installments: store.installments,
      deliveryMethods: store.deliveryMethods,
      shippingFees: shippingFeeViews(store.shippingFees, store.deliveryMethods),
      isOpen: store.isOpen,
      productCount: count?.n ?? 0,
      url,
      qrCode: await qrCodeDataUrl(url, 240),
      createdAt: store.createdAt,
    };
  }

  /** Each delivery method and whether the viewer's shop may offer it, with the reason when not (store settings). */
  async deliveryOptions(ctx: RequestContext, merchantId: number): Promise<DeliveryOption[]> {
    const memberId = ownerId(ctx);
    const merchant = await ctx.em.findOne(Merchant, { id: merchantId, member: memberId });
    if (!merchant) return [];
    const member = await ctx.em.findOneOrFail(Member, memberId);
    return deliveryOptions(ctx.em, merchant.id, member.memType === MemberType.BUSINESS);
  }

  /** The public store page: the store, and the listed products it sells in its order. */
  async publicPage(ctx: RequestContext, slug: string): Promise<Storefront | null> {
    const store = await ctx.em.findOne(Store, { slug: slug.trim() });
    if (!store) return null;
    const merchant = await ctx.em.findOne(Merchant, store.merchantId);
    const products = await sqlOf(ctx.em)<{
      id: number;
      name: string;
      price: number;
      description: string;
      stock: number;
      per_order_limit: number | null;
      images: string[];
    }>(
      `select p.id, p.name, p.price, p.description, p.stock, p.per_order_limit, p.images
         from store_product sp join product p on p.id = sp.product_id
        where sp.store_id = ? and p.listed order by sp.sort_order, p.id`,
      [store.id],
    );
    const isOpen = store.isOpen && merchant?.status === MerchantStatus.ACTIVE;
    return {
      slug: store.slug,
      name: store.name,
      merchantName: merchant?.name ?? '',
      description: store.description,
      bannerUrl: bannerUrl(ctx, store),
      isOpen,
      payTypes: offeredPayTypes(ctx.config.payTypes, store.payTypes),
      installments: store.installments,
      cardMethods: store.payTypes.includes(PayType.CREDIT) ? (merchant?.cardMethods ?? []) : [],
      // A method whose logistics service the shop lacks is not offered, whatever the store once saved.
      deliveryMethods: isOpen ? await approvedMethods(ctx.em, store.merchantId, store.deliveryMethods) : [],
      shippingFees: shippingFeeViews(store.shippingFees, store.deliveryMethods),
      products: products.map((p) => ({
        id: p.id,
        name: p.name,
        price: p.price,
        description: p.description,
        available: p.stock,
        perOrderLimit: p.per_order_limit,
        // Pictures are public only on an open store (shop-images.ts): a closed one links none it could not serve.
        imageUrls: isOpen ? productImageUrls(ctx, p) : [],
      })),
      sandbox: ctx.config.appEnv !== 'production',
    };
  }

  private async validate(ctx: RequestContext, memberId: number, input: StoreInput, id: number | null) {
    const em = ctx.em;
    const errors: FieldError[] = [];
    const merchant = await em.findOne(Merchant, { id: input.merchantId, member: memberId });
    if (!merchant || merchant.status !== MerchantStatus.ACTIVE)
      errors.push(fieldError('merchantId', 'MERCHANT_NOT_ACTIVE', S.merchant));
    const name = input.name.trim();
    if (!name || !isWithinMax(name, SHOP_LIMITS.storeNameMax)) errors.push(fieldError('name', 'INVALID', S.storeName));
    const slug = input.slug.trim();
    if (!STORE_SLUG_PATTERN.test(slug)) errors.push(fieldError('slug', 'INVALID', S.slug));
    else if ((await em.count(Store, { slug, ...(id ? { id: { $ne: id } } : {}) })) > 0)
      errors.push(fieldError('slug', 'TAKEN', S.slugTaken));
    if (!isWithinMax(input.description, SHOP_LIMITS.descriptionMax))
      errors.push(fieldError('description', 'TOO_LONG', S.description));
    errors.push(
      ...acceptedPayTypeErrors(
        offeredPayTypes(ctx.config.payTypes, merchant?.paymentSwitch ?? []),
        input.payTypes,
        input.installments ?? [],
      ),
    );
    const member = await em.findOneOrFail(Member, memberId);
    const offered = deliveryMethodsFor(member.memType === MemberType.BUSINESS);
    if (!input.deliveryMethods.length) errors.push(fieldError('deliveryMethods', 'REQUIRED', S.deliveryMethods));
    else if (input.deliveryMethods.includes(DeliveryMethod.CVS_B2C) && !offered.includes(DeliveryMethod.CVS_B2C))
      errors.push(fieldError('deliveryMethods', 'B2C_BUSINESS_ONLY', S.deliveryB2c));
    else if (input.deliveryMethods.some((m) => !(offered as readonly number[]).includes(m)))
      errors.push(fieldError('deliveryMethods', 'INVALID', S.deliveryMethods));
    else if (merchant) {
      const approved = await approvedMethods(em, merchant.id, input.deliveryMethods);
      if (approved.length < new Set(input.deliveryMethods).size)
        errors.push(fieldError('deliveryMethods', 'NOT_APPROVED', S.deliveryNotApproved));
    }
    errors.push(...shippingFeeErrors(input.shippingFees ?? [], input.deliveryMethods));
    return errors;
  }

  private fields(input: StoreInput) {
    return {
      merchantId: input.merchantId,
      name: input.name.trim(),
      slug: input.slug.trim(),
      description: (input.description ?? '').trim(),
      payTypes: uniqueSorted(input.payTypes),
      installments: uniqueSorted(input.installments ?? []),
      deliveryMethods: uniqueSorted(input.deliveryMethods),
      shippingFees: storedShippingFees(input.shippingFees ?? [], input.deliveryMethods),
      isOpen: input.isOpen ?? true,
    };
  }

  /**
   * Writes the store; when another request took the slug between the check and the write, the unique index says so
   * and the seller gets the same TAKEN error as from the check (nothing is written).
   */
  private async flushUnlessSlugTaken(ctx: RequestContext): Promise<FieldError | null> {
    try {
      await ctx.em.flush();
      return null;
    } catch (error) {
      if ((error as { constraint?: string }).constraint !== STORE_SLUG_UNIQUE) throw error;
      ctx.em.clear();
      return fieldError('slug', 'TAKEN', S.slugTaken);
    }
  }

  async create(ctx: RequestContext, input: StoreInput): Promise<StorePayload> {
    const memberId = ownerId(ctx);
    const errors = await this.validate(ctx, memberId, input, null);
    if (errors.length) return { store: null, errors };
    const made = await createUnderCap(ctx.em, STORE_CAP, memberId, async (em) => {
      const tx = { ...ctx, em };
      const store = em.create(Store, { memberId, ...this.fields(input) });
      const taken = await this.flushUnlessSlugTaken(tx);
      if (taken) return { taken, store: null };
      await writeAudit(em, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'store.create',
        target: `store:${store.id}`,
        after: this.fields(input),
      });
      return { taken: null, store };
    });
    if (made.full) return { store: null, errors: [fieldError(null, 'TOO_MANY', OWNER_CAP_MESSAGES.stores)] };
    const { taken, store } = made.value;
    if (!store) return { store: null, errors: taken ? [taken] : [] };
    return { store: await this.view(ctx, store), errors: [] };
  }

  async update(ctx: RequestContext, id: number, input: StoreInput): Promise<StorePayload> {
    const memberId = ownerId(ctx);
    const store = await this.own(ctx, id);
    if (!store) return { store: null, errors: [fieldError(null, 'NOT_FOUND', S.storeNotFound)] };
    const errors = await this.validate(ctx, memberId, input, id);
    if (errors.length) return { store: null, errors };
    const before = { name: store.name, slug: store.slug, isOpen: store.isOpen, payTypes: store.payTypes };
    ctx.em.assign(store, this.fields(input));
    const taken = await this.flushUnlessSlugTaken(ctx);
    if (taken) return { store: null, errors: [taken] };
    await writeAudit(ctx.em, {
      memberId,
      actor: actorOf(ctx.viewer),
      action: 'store.update',
      target: `store:${store.id}`,
      before,
      after: this.fields(input),
    });
    return { store: await this.view(ctx, store), errors: [] };
  }
}
