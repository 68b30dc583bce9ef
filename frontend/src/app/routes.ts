import type { ComponentType } from 'react';
import type { AppEnvName } from '@paydesk/shared/app-env';
import { ROUTES as ROUTE_PATHS, routesFor, type AppRoute, type RouteTable } from './paths';

// The page each row of the route table (paths.ts) renders. Only the router (and its tests) import this module: a
// component, layout or feature that imported it would import every page, its own included (eslint.config.mjs).

/** Loads the view that renders a route: each page is its own chunk, so the public index ships little JS. */
export type PageLoad = () => Promise<ComponentType>;

/** A row of the route table with the page it renders. */
export interface PageRoute extends AppRoute {
  page: PageLoad;
}

/** The list of pages, one for each row of paths.ts's table and in its order. */
type PagesOf<Table extends readonly unknown[]> = { readonly [Row in keyof Table]: PageLoad };

/**
 * The page of each row of the route table, in the table's order; the comment names the row's route, and
 * route-pages.test.ts and the build's route reader (build/route-chunks.mjs) check the names against the table. A list
 * rather than a map by name, so the entry chunk does not carry every route name twice.
 */
const PAGES: PagesOf<RouteTable> = [
  /* login.buyer */ () => import('../features/auth/views/LoginView').then((m) => m.BuyerLoginView),
  /* login */ () => import('../features/auth/views/LoginView').then((m) => m.MemberLoginView),
  /* logout */ () => import('../features/auth/views/LogoutView').then((m) => m.MemberLogoutView),
  /* logout.buyer */ () => import('../features/auth/views/LogoutView').then((m) => m.BuyerLogoutView),
  /* signup */ () => import('../features/members/views/SignupView').then((m) => m.SignupView),
  /* verify.forget */ () => import('../features/passwords/views/ForgotPasswordView').then((m) => m.ForgotPasswordView),
  /* verify.resetp */ () => import('../features/passwords/views/ResetPasswordView').then((m) => m.ResetPasswordView),
  /* complete.personal */ () =>
    import('../features/members/views/CompleteProfileView').then((m) => m.CompletePersonalView),
  /* complete.business */ () =>
    import('../features/members/views/CompleteProfileView').then((m) => m.CompleteBusinessView),
  /* ops.members */ () => import('../features/ops/views/OpsMembersView').then((m) => m.OpsMembersView),
  /* ops.merchants */ () => import('../features/ops/views/OpsMerchantsView').then((m) => m.OpsMerchantsView),
  /* ops.bank-accounts */ () => import('../features/ops/views/OpsBankAccountsView').then((m) => m.OpsBankAccountsView),
  /* ops.audit */ () => import('../features/ops/views/OpsAuditView').then((m) => m.OpsAuditView),
  /* ops.agents */ () => import('../features/ops/views/OpsAgentsView').then((m) => m.OpsAgentsView),
  /* ops.logistics */ () => import('../features/logistics/views/OpsLogisticsView').then((m) => m.OpsLogisticsView),
  /* ops.status */ () => import('../features/system-status/views/SystemStatusView').then((m) => m.SystemStatusView),
  /* ops.tokens */ () =>
    import('../features/operator-tokens/views/OperatorTokensView').then((m) => m.OperatorTokensView),
  /* dev.mailbox */ () => import('../features/dev/views/DevMailboxView').then((m) => m.DevMailboxView),
  /* pay.link */ () => import('../features/payment-links/views/PayLinkView').then((m) => m.PayLinkView),
  /* subscribe */ () => import('../features/recurring/views/SubscribeView').then((m) => m.SubscribeView),
  /* store.index */ () => import('../features/storefront/views/StoreView').then((m) => m.StoreView),
  /* store.checkout */ () => import('../features/storefront/views/StoreCheckoutView').then((m) => m.StoreCheckoutView),
  /* store.order */ () => import('../features/storefront/views/StoreOrderView').then((m) => m.StoreOrderView),
  /* home.index */ () => import('../features/home/views/HomeIndexView').then((m) => m.HomeIndexView),
  /* home.news */ () => import('../features/content/views/ContentListViews').then((m) => m.NewsListView),
  /* home.news.detail */ () => import('../features/content/views/ContentDetailViews').then((m) => m.NewsDetailView),
  /* home.campaign */ () => import('../features/content/views/ContentListViews').then((m) => m.CampaignListView),
  /* home.campaign.detail */ () =>
    import('../features/content/views/ContentDetailViews').then((m) => m.CampaignDetailView),
  /* home.products */ () => import('../features/site/views/ProductsView').then((m) => m.ProductsView),
  /* home.payment */ () => import('../features/site/views/PaymentView').then((m) => m.PaymentView),
  /* home.shipping */ () => import('../features/site/views/ShippingView').then((m) => m.ShippingView),
  /* home.shipping-send */ () => import('../features/site/views/ShippingSendView').then((m) => m.ShippingSendView),
  /* home.shipping-refund */ () =>
    import('../features/site/views/ShippingRefundView').then((m) => m.ShippingRefundView),
  /* home.period */ () => import('../features/site/views/PeriodView').then((m) => m.PeriodView),
  /* home.bank-info-inst */ () => import('../features/site/views/BankInstView').then((m) => m.BankInstView),
  /* home.price */ () => import('../features/site/views/PriceView').then((m) => m.PriceView),
  /* home.fee */ () => import('../features/site/views/FeeView').then((m) => m.FeeView),
  /* home.security */ () => import('../features/site/views/LegalViews').then((m) => m.SecurityView),
  /* home.disputes */ () => import('../features/site/views/LegalViews').then((m) => m.DisputesView),
  /* home.terms */ () => import('../features/site/views/LegalViews').then((m) => m.TermsView),
  /* home.privacy */ () => import('../features/site/views/LegalViews').then((m) => m.PrivacyView),
  /* home.QA */ () => import('../features/content/views/QAView').then((m) => m.QAView),
  /* home.contact */ () => import('../features/contact/views/ContactView').then((m) => m.ContactView),
  /* home.transactions */ () => import('../features/inquiry/views/TransactionsView').then((m) => m.TransactionsView),
  /* home.developers */ () => import('../features/developers/views/DevelopersView').then((m) => m.DevelopersView),
  /* sample */ () => import('../features/site/views/SampleView').then((m) => m.SampleView),
  /* ops.content */ () => import('../features/content/views/OpsContentView').then((m) => m.OpsContentView),
  /* buyer.index */ () => import('./pages/BuyerPage').then((m) => m.BuyerPage),
  /* dashboard.index */ () => import('./pages/DashboardPage').then((m) => m.DashboardPage),
  /* member.edit */ () => import('../features/members/views/MemberEditView').then((m) => m.MemberEditView),
  /* inspect.index */ () => import('../features/members/views/InspectView').then((m) => m.InspectView),
  /* notify.index */ () => import('../features/members/views/NotifyView').then((m) => m.NotifyView),
  /* webhooks.index */ () => import('../features/webhooks/views/WebhooksView').then((m) => m.WebhooksView),
  /* member.tokens */ () => import('../features/access-tokens/views/AccessTokensView').then((m) => m.AccessTokensView),
  /* assistant.index */ () =>
    import('../features/assistants/views/AssistantIndexView').then((m) => m.AssistantIndexView),
  /* assistant.account.edit */ () =>
    import('../features/assistants/views/AssistantAccountView').then((m) => m.AssistantAccountView),
  /* assistant.account.create */ () =>
    import('../features/assistants/views/AssistantAccountView').then((m) => m.AssistantAccountView),
  /* assistant.group.edit */ () =>
    import('../features/assistants/views/AssistantGroupView').then((m) => m.AssistantGroupView),
  /* assistant.group.create */ () =>
    import('../features/assistants/views/AssistantGroupView').then((m) => m.AssistantGroupView),
  /* merchant.list */ () => import('../features/merchants/views/MerchantListView').then((m) => m.MerchantListView),
  /* merchant.create */ () =>
    import('../features/merchants/views/MerchantCreateView').then((m) => m.MerchantCreateView),
  /* merchant.detail */ () =>
    import('../features/merchants/views/MerchantDetailView').then((m) => m.MerchantDetailView),
  /* jko.create */ () => import('../features/merchants/views/JkoApplyView').then((m) => m.JkoApplyView),
  /* purchases.index */ () => import('../features/buyer/views/MemberPurchasesView').then((m) => m.MemberPurchasesView),
  /* survey.beneficiary.declaration */ () =>
    import('../features/survey/views/BeneficiarySurveyView').then((m) => m.BeneficiarySurveyView),
  /* trans.detail */ () => import('../features/transactions/views/TransactionsView').then((m) => m.TransactionsView),
  /* bill.withdraw */ () => import('../features/bill/views/BillWithdrawView').then((m) => m.BillWithdrawView),
  /* bill.detail */ () => import('../features/bill/views/BillDetailView').then((m) => m.BillDetailView),
  /* uop.create */ () =>
    import('../features/payment-links/views/PaymentLinkFormView').then((m) => m.PaymentLinkCreateView),
  /* uop.edit */ () => import('../features/payment-links/views/PaymentLinkFormView').then((m) => m.PaymentLinkEditView),
  /* uop.list */ () => import('../features/payment-links/views/PaymentLinkListView').then((m) => m.PaymentLinkListView),
  /* uop.transaction */ () =>
    import('../features/transactions/views/TransactionsView').then((m) => m.PaymentLinkTransactionsView),
  /* shop.store.create */ () => import('../features/shop/views/StoreFormView').then((m) => m.StoreCreateView),
  /* shop.store.edit */ () => import('../features/shop/views/StoreFormView').then((m) => m.StoreEditView),
  /* shop.sales.manage */ () => import('../features/shop/views/SalesManageView').then((m) => m.SalesManageView),
  /* shop.store.list */ () => import('../features/shop/views/StoreListView').then((m) => m.StoreListView),
  /* shop.product.create */ () => import('../features/shop/views/ProductFormView').then((m) => m.ProductCreateView),
  /* shop.product.list */ () => import('../features/shop/views/ProductListView').then((m) => m.ProductListView),
  /* shop.product.edit */ () => import('../features/shop/views/ProductFormView').then((m) => m.ProductEditView),
  /* shop.transaction */ () => import('../features/shop/views/ShopOrdersView').then((m) => m.ShopOrdersView),
  /* period.create */ () => import('../features/recurring/views/PlanFormView').then((m) => m.PeriodPlanCreateView),
  /* period.edit */ () => import('../features/recurring/views/PlanFormView').then((m) => m.PeriodPlanEditView),
  /* period.list */ () => import('../features/recurring/views/PlanListView').then((m) => m.PeriodPlanListView),
  /* period.order.list */ () =>
    import('../features/recurring/views/SubscriptionListView').then((m) => m.SubscriptionListView),
  /* period.order.edit */ () =>
    import('../features/recurring/views/SubscriptionDetailView').then((m) => m.SubscriptionDetailView),
  /* period.transaction */ () =>
    import('../features/recurring/views/PeriodChargesView').then((m) => m.PeriodChargesView),
  /* shipping.apply */ () => import('../features/logistics/views/ApplyView').then((m) => m.ApplyView),
  /* shipping.create.normal */ () =>
    import('../features/logistics/views/ShipmentCreateView').then((m) => m.ShipmentCreateNormalView),
  /* shipping.create.frz */ () =>
    import('../features/logistics/views/ShipmentCreateView').then((m) => m.ShipmentCreateFrozenView),
  /* shipping.create.home */ () =>
    import('../features/logistics/views/ShipmentCreateView').then((m) => m.ShipmentCreateHomeView),
  /* shipping.edit.normal */ () =>
    import('../features/logistics/views/ShipmentEditView').then((m) => m.ShipmentEditNormalView),
  /* shipping.edit.frz */ () =>
    import('../features/logistics/views/ShipmentEditView').then((m) => m.ShipmentEditFrozenView),
  /* shipping.edit.home */ () =>
    import('../features/logistics/views/ShipmentEditView').then((m) => m.ShipmentEditHomeView),
  /* shipping.list */ () => import('../features/logistics/views/ShipmentListView').then((m) => m.ShipmentListView),
  /* shipping.logistics.list */ () =>
    import('../features/logistics/views/LogisticsHubView').then((m) => m.LogisticsHubView),
  /* shipping.detail */ () =>
    import('../features/logistics/views/ShipmentDetailView').then((m) => m.ShipmentDetailView),
  /* shipping.lost */ () => import('../features/logistics/views/LostClaimsView').then((m) => m.LostClaimsView),
  /* helper.news */ () => import('../features/helper/views/HelperViews').then((m) => m.HelperNewsView),
  /* helper.faqs */ () => import('../features/helper/views/HelperViews').then((m) => m.HelperFaqsView),
  /* pf.contract.info */ () => import('../features/agency/views/ContractInfoView').then((m) => m.ContractInfoView),
  /* pf.merchant.create */ () => import('../features/agency/views/PartnerCreateView').then((m) => m.PartnerCreateView),
  /* pf.merchant.list */ () => import('../features/agency/views/PartnerListView').then((m) => m.PartnerListView),
  /* pf.merchant.edit */ () => import('../features/agency/views/PartnerEditView').then((m) => m.PartnerEditView),
  /* pf.inquiry.transaction */ () =>
    import('../features/agency/views/AgentInquiryView').then((m) => m.AgentInquiryView),
  /* pf.shared.list */ () => import('../features/agency/views/ShareListView').then((m) => m.ShareListView),
  /* pf.shared.detail */ () => import('../features/agency/views/ShareDetailView').then((m) => m.ShareDetailView),
];

function pageAt(index: number): PageLoad {
  const page = PAGES[index];
  if (!page) throw new Error(`route table row ${index} has no page`);
  return page;
}

/** The route table with its pages. */
export const ROUTES: readonly PageRoute[] = ROUTE_PATHS.map((route, index) => ({ ...route, page: pageAt(index) }));

/** The routes of one environment (paths.ts routesFor) with their pages. */
export function pageRoutesFor(env: AppEnvName): PageRoute[] {
  const names = new Set(routesFor(env).map((route) => route.name));
  return ROUTES.filter((route) => names.has(route.name));
}
