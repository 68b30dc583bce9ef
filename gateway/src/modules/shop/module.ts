import type { ModuleManifest } from '../manifest';
import { ShopResolver } from './shop.resolver';
import { Store, Product, StoreProduct, ShopOrder, ShopOrderItem } from './shop.entities';
import { shopRestRoutes } from './shop.rest';
import { ProductService } from './product.service';
import { ShopOrderService } from './shop-order.service';
import { ShopCheckoutService } from './shop-checkout.service';
import { orderSaleKind } from './order-payment';
import { StoreService } from './store.service';
import { ShopImages } from './shop-images';

/** The shop module's part of the gateway registries (see ../manifest.ts). */
export const shopModule: ModuleManifest = {
  name: 'shop',
  resolvers: [ShopResolver],
  entities: [Store, Product, StoreProduct, ShopOrder, ShopOrderItem],
  restRoutes: shopRestRoutes,
  saleKind: orderSaleKind,
  createServices: (_config, built) => {
    const stores = new StoreService();
    return {
      stores,
      products: new ProductService(stores),
      shopOrders: new ShopOrderService(built.refunds),
      shopCheckout: new ShopCheckoutService(built.mail),
      shopImages: new ShopImages(),
    };
  },
};
