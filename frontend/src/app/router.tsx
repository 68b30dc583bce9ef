import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import type { AppEnvName } from '../lib/env';
import { guardLoader, operatorLoader } from './guards';
import { NOT_FOUND_TITLE, NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { pathTo, routesFor, type AppRoute, type LayoutKind, type PageKey } from './routes';
import type { RouteHandle } from './useCurrentRoute';

type Load = () => Promise<ComponentType>;

/** A composed page keeps a name in React's dev tools and error messages. */
function named(displayName: string, component: ComponentType): ComponentType {
  component.displayName = displayName;
  return component;
}

// Every page and layout is its own chunk, so the public index ships little JS.
const PAGES: Record<PageKey, Load> = {
  home: () => import('../features/home/views/HomeIndexView').then((m) => m.HomeIndexView),
  login: () => import('../features/auth/views/LoginView').then((m) => m.MemberLoginView),
  loginBuyer: () => import('../features/auth/views/LoginView').then((m) => m.BuyerLoginView),
  logout: () => import('../features/auth/views/LogoutView').then((m) => m.MemberLogoutView),
  logoutBuyer: () => import('../features/auth/views/LogoutView').then((m) => m.BuyerLogoutView),
  // Pages made of two features are put together here, so no feature imports another's views.
  dashboard: () =>
    Promise.all([
      import('../features/dashboard/views/DashboardIndexView'),
      import('../features/money-overview/MoneyOverviewPanel'),
    ]).then(([page, part]) =>
      named('DashboardPage', () => <page.DashboardIndexView overview={<part.MoneyOverviewPanel />} />),
    ),
  buyer: () =>
    Promise.all([
      import('../features/buyer/views/BuyerHomeView'),
      import('../features/members/views/MemberEditView'),
    ]).then(([page, part]) => named('BuyerPage', () => <page.BuyerHomeView account={<part.MemberEditView />} />)),
  signup: () => import('../features/members/views/SignupView').then((m) => m.SignupView),
  forgotPassword: () => import('../features/passwords/views/ForgotPasswordView').then((m) => m.ForgotPasswordView),
  resetPassword: () => import('../features/passwords/views/ResetPasswordView').then((m) => m.ResetPasswordView),
  memberEdit: () => import('../features/members/views/MemberEditView').then((m) => m.MemberEditView),
  completePersonal: () => import('../features/members/views/CompleteProfileView').then((m) => m.CompletePersonalView),
  completeBusiness: () => import('../features/members/views/CompleteProfileView').then((m) => m.CompleteBusinessView),
  notify: () => import('../features/members/views/NotifyView').then((m) => m.NotifyView),
  inspect: () => import('../features/members/views/InspectView').then((m) => m.InspectView),
  opsMembers: () => import('../features/ops/views/OpsMembersView').then((m) => m.OpsMembersView),
  opsMerchants: () => import('../features/ops/views/OpsMerchantsView').then((m) => m.OpsMerchantsView),
  opsBankAccounts: () => import('../features/ops/views/OpsBankAccountsView').then((m) => m.OpsBankAccountsView),
  opsAudit: () => import('../features/ops/views/OpsAuditView').then((m) => m.OpsAuditView),
  devMailbox: () => import('../features/dev/views/DevMailboxView').then((m) => m.DevMailboxView),
  planned: () => import('./PlannedRoute').then((m) => m.PlannedRoute),
  assistantIndex: () => import('../features/assistants/views/AssistantIndexView').then((m) => m.AssistantIndexView),
  assistantAccount: () =>
    import('../features/assistants/views/AssistantAccountView').then((m) => m.AssistantAccountView),
  assistantGroup: () => import('../features/assistants/views/AssistantGroupView').then((m) => m.AssistantGroupView),
  survey: () => import('../features/survey/views/BeneficiarySurveyView').then((m) => m.BeneficiarySurveyView),
  helperNews: () => import('../features/helper/views/HelperViews').then((m) => m.HelperNewsView),
  helperFaqs: () => import('../features/helper/views/HelperViews').then((m) => m.HelperFaqsView),
  news: () => import('../features/content/views/ContentListViews').then((m) => m.NewsListView),
  newsDetail: () => import('../features/content/views/ContentDetailViews').then((m) => m.NewsDetailView),
  campaign: () => import('../features/content/views/ContentListViews').then((m) => m.CampaignListView),
  campaignDetail: () => import('../features/content/views/ContentDetailViews').then((m) => m.CampaignDetailView),
  products: () => import('../features/site/views/ProductsView').then((m) => m.ProductsView),
  payment: () => import('../features/site/views/PaymentView').then((m) => m.PaymentView),
  shipping: () => import('../features/site/views/ShippingView').then((m) => m.ShippingView),
  shippingSend: () => import('../features/site/views/ShippingSendView').then((m) => m.ShippingSendView),
  shippingRefund: () => import('../features/site/views/ShippingRefundView').then((m) => m.ShippingRefundView),
  period: () => import('../features/site/views/PeriodView').then((m) => m.PeriodView),
  bankInst: () => import('../features/site/views/BankInstView').then((m) => m.BankInstView),
  price: () => import('../features/site/views/PriceView').then((m) => m.PriceView),
  fee: () => import('../features/site/views/FeeView').then((m) => m.FeeView),
  security: () => import('../features/site/views/LegalViews').then((m) => m.SecurityView),
  disputes: () => import('../features/site/views/LegalViews').then((m) => m.DisputesView),
  terms: () => import('../features/site/views/LegalViews').then((m) => m.TermsView),
  privacy: () => import('../features/site/views/LegalViews').then((m) => m.PrivacyView),
  qa: () => import('../features/content/views/QAView').then((m) => m.QAView),
  contact: () => import('../features/contact/views/ContactView').then((m) => m.ContactView),
  transactions: () => import('../features/inquiry/views/TransactionsView').then((m) => m.TransactionsView),
  sample: () => import('../features/site/views/SampleView').then((m) => m.SampleView),
  opsContent: () => import('../features/content/views/OpsContentView').then((m) => m.OpsContentView),
  merchantList: () => import('../features/merchants/views/MerchantListView').then((m) => m.MerchantListView),
  merchantCreate: () => import('../features/merchants/views/MerchantCreateView').then((m) => m.MerchantCreateView),
  merchantDetail: () => import('../features/merchants/views/MerchantDetailView').then((m) => m.MerchantDetailView),
  jkoCreate: () => import('../features/merchants/views/JkoApplyView').then((m) => m.JkoApplyView),
  transDetail: () => import('../features/transactions/views/TransactionsView').then((m) => m.TransactionsView),
  uopTransactions: () =>
    import('../features/transactions/views/TransactionsView').then((m) => m.PaymentLinkTransactionsView),
  billDetail: () => import('../features/bill/views/BillDetailView').then((m) => m.BillDetailView),
  billWithdraw: () => import('../features/bill/views/BillWithdrawView').then((m) => m.BillWithdrawView),
  uopCreate: () => import('../features/payment-links/views/PaymentLinkFormView').then((m) => m.PaymentLinkCreateView),
  uopEdit: () => import('../features/payment-links/views/PaymentLinkFormView').then((m) => m.PaymentLinkEditView),
  uopList: () => import('../features/payment-links/views/PaymentLinkListView').then((m) => m.PaymentLinkListView),
  payLink: () => import('../features/payment-links/views/PayLinkView').then((m) => m.PayLinkView),
  subscribe: () => import('../features/recurring/views/SubscribeView').then((m) => m.SubscribeView),
  periodCreate: () => import('../features/recurring/views/PlanFormView').then((m) => m.PeriodPlanCreateView),
  periodEdit: () => import('../features/recurring/views/PlanFormView').then((m) => m.PeriodPlanEditView),
  periodList: () => import('../features/recurring/views/PlanListView').then((m) => m.PeriodPlanListView),
  periodOrders: () => import('../features/recurring/views/SubscriptionListView').then((m) => m.SubscriptionListView),
  periodOrder: () => import('../features/recurring/views/SubscriptionDetailView').then((m) => m.SubscriptionDetailView),
  periodTransactions: () => import('../features/recurring/views/PeriodChargesView').then((m) => m.PeriodChargesView),
  store: () => import('../features/storefront/views/StoreView').then((m) => m.StoreView),
  storeCheckout: () => import('../features/storefront/views/StoreCheckoutView').then((m) => m.StoreCheckoutView),
  storeOrder: () => import('../features/storefront/views/StoreOrderView').then((m) => m.StoreOrderView),
  shopStoreList: () => import('../features/shop/views/StoreListView').then((m) => m.StoreListView),
  shopStoreCreate: () => import('../features/shop/views/StoreFormView').then((m) => m.StoreCreateView),
  shopStoreEdit: () => import('../features/shop/views/StoreFormView').then((m) => m.StoreEditView),
  shopSalesManage: () => import('../features/shop/views/SalesManageView').then((m) => m.SalesManageView),
  shopProductList: () => import('../features/shop/views/ProductListView').then((m) => m.ProductListView),
  shopProductCreate: () => import('../features/shop/views/ProductFormView').then((m) => m.ProductCreateView),
  shopProductEdit: () => import('../features/shop/views/ProductFormView').then((m) => m.ProductEditView),
  shopTransactions: () => import('../features/shop/views/ShopOrdersView').then((m) => m.ShopOrdersView),
  memberTokens: () => import('../features/access-tokens/views/AccessTokensView').then((m) => m.AccessTokensView),
  opsAgents: () => import('../features/ops/views/OpsAgentsView').then((m) => m.OpsAgentsView),
  pfContract: () => import('../features/agency/views/ContractInfoView').then((m) => m.ContractInfoView),
  pfMerchantCreate: () => import('../features/agency/views/PartnerCreateView').then((m) => m.PartnerCreateView),
  pfMerchantList: () => import('../features/agency/views/PartnerListView').then((m) => m.PartnerListView),
  pfMerchantEdit: () => import('../features/agency/views/PartnerEditView').then((m) => m.PartnerEditView),
  pfInquiry: () => import('../features/agency/views/AgentInquiryView').then((m) => m.AgentInquiryView),
  pfSharedList: () => import('../features/agency/views/ShareListView').then((m) => m.ShareListView),
  pfSharedDetail: () => import('../features/agency/views/ShareDetailView').then((m) => m.ShareDetailView),
  shippingApply: () => import('../features/logistics/views/ApplyView').then((m) => m.ApplyView),
  shippingCreateNormal: () =>
    import('../features/logistics/views/ShipmentCreateView').then((m) => m.ShipmentCreateNormalView),
  shippingCreateFrz: () =>
    import('../features/logistics/views/ShipmentCreateView').then((m) => m.ShipmentCreateFrozenView),
  shippingCreateHome: () =>
    import('../features/logistics/views/ShipmentCreateView').then((m) => m.ShipmentCreateHomeView),
  shippingEdit: () => import('../features/logistics/views/ShipmentDetailView').then((m) => m.ShipmentEditView),
  shippingList: () => import('../features/logistics/views/ShipmentListView').then((m) => m.ShipmentListView),
  shippingHub: () => import('../features/logistics/views/LogisticsHubView').then((m) => m.LogisticsHubView),
  shippingDetail: () => import('../features/logistics/views/ShipmentDetailView').then((m) => m.ShipmentDetailView),
  shippingLost: () => import('../features/logistics/views/LostClaimsView').then((m) => m.LostClaimsView),
  opsLogistics: () => import('../features/logistics/views/OpsLogisticsView').then((m) => m.OpsLogisticsView),
};

const LAYOUTS: Record<LayoutKind, Load> = {
  auth: () => import('../layouts/AuthLayout').then((m) => m.AuthLayout),
  home: () => import('../layouts/HomeLayout').then((m) => m.HomeLayout),
  dashboard: () => import('../layouts/DashboardLayout').then((m) => m.DashboardLayout),
  buyer: () => import('../layouts/BuyerLayout').then((m) => m.BuyerLayout),
};

const lazyComponent = (load: Load) => async () => ({ Component: await load() });

function toRouteObject(client: ApolloClient, route: AppRoute, env: AppEnvName): RouteObject {
  const handle: RouteHandle = { title: route.title, route };
  // SPEC §2.1: in sandbox the root shows only the login screen.
  if (route.name === 'home.index' && env === 'sandbox') {
    return { path: route.path, handle, loader: () => redirect(pathTo('login')), Component: PageSpinner };
  }
  return {
    path: route.path,
    handle,
    ...(route.auth ? { loader: guardLoader(client, route) } : route.operator ? { loader: operatorLoader(client) } : {}),
    lazy: lazyComponent(PAGES[route.page]),
  };
}

const toIndex = () => redirect(pathTo('dashboard.index'));

/** Route objects built from the route table (exported for tests with a memory router). */
export function buildRouteObjects(client: ApolloClient, env: AppEnvName): RouteObject[] {
  const table = routesFor(env);
  const children = (layout: LayoutKind) =>
    table.filter((route) => route.layout === layout).map((route) => toRouteObject(client, route, env));
  const notFound: RouteHandle = { title: NOT_FOUND_TITLE };

  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: PageSpinner,
      ErrorBoundary: RouteError,
      children: [
        { id: 'layout-auth', lazy: lazyComponent(LAYOUTS.auth), children: children('auth') },
        {
          id: 'layout-dashboard',
          path: '/auth',
          lazy: lazyComponent(LAYOUTS.dashboard),
          // SPEC §2.3: empty and unknown /auth sub-paths go to the dashboard home.
          children: [
            { index: true, loader: toIndex, Component: PageSpinner },
            ...children('dashboard'),
            { path: '*', loader: toIndex, Component: PageSpinner },
          ],
        },
        { id: 'layout-buyer', lazy: lazyComponent(LAYOUTS.buyer), children: children('buyer') },
        {
          id: 'layout-home',
          lazy: lazyComponent(LAYOUTS.home),
          children: [...children('home'), { path: '*', handle: notFound, Component: NotFoundPage }],
        },
      ],
    },
  ];
}

export function createAppRouter(client: ApolloClient, env: AppEnvName, basename: string) {
  return createBrowserRouter(buildRouteObjects(client, env), basename ? { basename } : {});
}
