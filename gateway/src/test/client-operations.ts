/**
 * The client's operations the gateway tests send, typed by the frontend's generated operation types. One line per
 * document, `XDocument = doc<Ops.Data, Ops.Variables>('XDocument')`; client-documents.test.ts checks each line names
 * the types the generated module declares for that document. Kept in alphabetical order, so additions rarely collide.
 */
import type * as Ops from '../../../frontend/src/graphql/generated.js' with { 'resolution-mode': 'import' };
import { clientDocument as doc } from './client-documents';

/** The client's operation and input types, for tests that build variables apart from the call. */
export type { Ops };

export const AccessTokensDocument = doc<Ops.AccessTokensQuery, Ops.AccessTokensQueryVariables>('AccessTokensDocument');
export const AdvanceSettlementClockDocument = doc<
  Ops.AdvanceSettlementClockMutation,
  Ops.AdvanceSettlementClockMutationVariables
>('AdvanceSettlementClockDocument');
export const AdvanceShipmentDocument = doc<Ops.AdvanceShipmentMutation, Ops.AdvanceShipmentMutationVariables>(
  'AdvanceShipmentDocument',
);
export const AgentContractDocument = doc<Ops.AgentContractQuery, Ops.AgentContractQueryVariables>(
  'AgentContractDocument',
);
export const AgentListDocument = doc<Ops.AgentListQuery, Ops.AgentListQueryVariables>('AgentListDocument');
export const AgentOfDocument = doc<Ops.AgentOfQuery, Ops.AgentOfQueryVariables>('AgentOfDocument');
export const AgentPartnerDocument = doc<Ops.AgentPartnerQuery, Ops.AgentPartnerQueryVariables>('AgentPartnerDocument');
export const AgentPartnersDocument = doc<Ops.AgentPartnersQuery, Ops.AgentPartnersQueryVariables>(
  'AgentPartnersDocument',
);
export const AgentReferralsDocument = doc<Ops.AgentReferralsQuery, Ops.AgentReferralsQueryVariables>(
  'AgentReferralsDocument',
);
export const AgentShareDetailDocument = doc<Ops.AgentShareDetailQuery, Ops.AgentShareDetailQueryVariables>(
  'AgentShareDetailDocument',
);
export const AgentShareSummaryDocument = doc<Ops.AgentShareSummaryQuery, Ops.AgentShareSummaryQueryVariables>(
  'AgentShareSummaryDocument',
);
export const AgentTransactionsDocument = doc<Ops.AgentTransactionsQuery, Ops.AgentTransactionsQueryVariables>(
  'AgentTransactionsDocument',
);
export const AnswerAgentReferralDocument = doc<
  Ops.AnswerAgentReferralMutation,
  Ops.AnswerAgentReferralMutationVariables
>('AnswerAgentReferralDocument');
export const ApplyLogisticsDocument = doc<Ops.ApplyLogisticsMutation, Ops.ApplyLogisticsMutationVariables>(
  'ApplyLogisticsDocument',
);
export const AssistantIndexDocument = doc<Ops.AssistantIndexQuery, Ops.AssistantIndexQueryVariables>(
  'AssistantIndexDocument',
);
export const BalanceDocument = doc<Ops.BalanceQuery, Ops.BalanceQueryVariables>('BalanceDocument');
export const CampaignListDocument = doc<Ops.CampaignListQuery, Ops.CampaignListQueryVariables>('CampaignListDocument');
export const CancelMySubscriptionDocument = doc<
  Ops.CancelMySubscriptionMutation,
  Ops.CancelMySubscriptionMutationVariables
>('CancelMySubscriptionDocument');
export const CancelShopOrderDocument = doc<Ops.CancelShopOrderMutation, Ops.CancelShopOrderMutationVariables>(
  'CancelShopOrderDocument',
);
export const ChangePasswordDocument = doc<Ops.ChangePasswordMutation, Ops.ChangePasswordMutationVariables>(
  'ChangePasswordDocument',
);
export const ClaimLostParcelDocument = doc<Ops.ClaimLostParcelMutation, Ops.ClaimLostParcelMutationVariables>(
  'ClaimLostParcelDocument',
);
export const CloseAgentShareMonthDocument = doc<
  Ops.CloseAgentShareMonthMutation,
  Ops.CloseAgentShareMonthMutationVariables
>('CloseAgentShareMonthDocument');
export const CompleteMemberProfileDocument = doc<
  Ops.CompleteMemberProfileMutation,
  Ops.CompleteMemberProfileMutationVariables
>('CompleteMemberProfileDocument');
export const ContentAdminListDocument = doc<Ops.ContentAdminListQuery, Ops.ContentAdminListQueryVariables>(
  'ContentAdminListDocument',
);
export const CreateAccessTokenDocument = doc<Ops.CreateAccessTokenMutation, Ops.CreateAccessTokenMutationVariables>(
  'CreateAccessTokenDocument',
);
export const CreateAssistantDocument = doc<Ops.CreateAssistantMutation, Ops.CreateAssistantMutationVariables>(
  'CreateAssistantDocument',
);
export const CreateAssistantGroupDocument = doc<
  Ops.CreateAssistantGroupMutation,
  Ops.CreateAssistantGroupMutationVariables
>('CreateAssistantGroupDocument');
export const CreateMerchantDocument = doc<Ops.CreateMerchantMutation, Ops.CreateMerchantMutationVariables>(
  'CreateMerchantDocument',
);
export const CreateOperatorTokenDocument = doc<
  Ops.CreateOperatorTokenMutation,
  Ops.CreateOperatorTokenMutationVariables
>('CreateOperatorTokenDocument');
export const CreatePaymentLinkDocument = doc<Ops.CreatePaymentLinkMutation, Ops.CreatePaymentLinkMutationVariables>(
  'CreatePaymentLinkDocument',
);
export const CreatePeriodPlanDocument = doc<Ops.CreatePeriodPlanMutation, Ops.CreatePeriodPlanMutationVariables>(
  'CreatePeriodPlanDocument',
);
export const CreateProductDocument = doc<Ops.CreateProductMutation, Ops.CreateProductMutationVariables>(
  'CreateProductDocument',
);
export const CreateShipmentDocument = doc<Ops.CreateShipmentMutation, Ops.CreateShipmentMutationVariables>(
  'CreateShipmentDocument',
);
export const CreateStoreDocument = doc<Ops.CreateStoreMutation, Ops.CreateStoreMutationVariables>(
  'CreateStoreDocument',
);
export const CreateWebhookEndpointDocument = doc<
  Ops.CreateWebhookEndpointMutation,
  Ops.CreateWebhookEndpointMutationVariables
>('CreateWebhookEndpointDocument');
export const DeleteWebhookEndpointDocument = doc<
  Ops.DeleteWebhookEndpointMutation,
  Ops.DeleteWebhookEndpointMutationVariables
>('DeleteWebhookEndpointDocument');
export const FailWithdrawalDocument = doc<Ops.FailWithdrawalMutation, Ops.FailWithdrawalMutationVariables>(
  'FailWithdrawalDocument',
);
export const KeepPasswordDocument = doc<Ops.KeepPasswordMutation, Ops.KeepPasswordMutationVariables>(
  'KeepPasswordDocument',
);
export const LedgerLinesDocument = doc<Ops.LedgerLinesQuery, Ops.LedgerLinesQueryVariables>('LedgerLinesDocument');
export const LoginDocument = doc<Ops.LoginMutation, Ops.LoginMutationVariables>('LoginDocument');
export const LogisticsApplicationsDocument = doc<
  Ops.LogisticsApplicationsQuery,
  Ops.LogisticsApplicationsQueryVariables
>('LogisticsApplicationsDocument');
export const MemberAuditTrailDocument = doc<Ops.MemberAuditTrailQuery, Ops.MemberAuditTrailQueryVariables>(
  'MemberAuditTrailDocument',
);
export const MemberInfoDocument = doc<Ops.MemberInfoQuery, Ops.MemberInfoQueryVariables>('MemberInfoDocument');
export const MerchantsDocument = doc<Ops.MerchantsQuery, Ops.MerchantsQueryVariables>('MerchantsDocument');
export const MoneyOverviewDocument = doc<Ops.MoneyOverviewQuery, Ops.MoneyOverviewQueryVariables>(
  'MoneyOverviewDocument',
);
export const MyPaymentsDocument = doc<Ops.MyPaymentsQuery, Ops.MyPaymentsQueryVariables>('MyPaymentsDocument');
export const MyPurchasesDocument = doc<Ops.MyPurchasesQuery, Ops.MyPurchasesQueryVariables>('MyPurchasesDocument');
export const MyShopOrdersDocument = doc<Ops.MyShopOrdersQuery, Ops.MyShopOrdersQueryVariables>('MyShopOrdersDocument');
export const MySubscriptionsDocument = doc<Ops.MySubscriptionsQuery, Ops.MySubscriptionsQueryVariables>(
  'MySubscriptionsDocument',
);
export const NewsItemDocument = doc<Ops.NewsItemQuery, Ops.NewsItemQueryVariables>('NewsItemDocument');
export const NewsListDocument = doc<Ops.NewsListQuery, Ops.NewsListQueryVariables>('NewsListDocument');
export const OnboardingChecklistDocument = doc<Ops.OnboardingChecklistQuery, Ops.OnboardingChecklistQueryVariables>(
  'OnboardingChecklistDocument',
);
export const OperatorTokenUsesDocument = doc<Ops.OperatorTokenUsesQuery, Ops.OperatorTokenUsesQueryVariables>(
  'OperatorTokenUsesDocument',
);
export const OperatorTokensDocument = doc<Ops.OperatorTokensQuery, Ops.OperatorTokensQueryVariables>(
  'OperatorTokensDocument',
);
export const OpsDailySalesDocument = doc<Ops.OpsDailySalesQuery, Ops.OpsDailySalesQueryVariables>(
  'OpsDailySalesDocument',
);
export const OpsReviewMerchantDocument = doc<Ops.OpsReviewMerchantMutation, Ops.OpsReviewMerchantMutationVariables>(
  'OpsReviewMerchantDocument',
);
export const OpsSettlementSummaryDocument = doc<Ops.OpsSettlementSummaryQuery, Ops.OpsSettlementSummaryQueryVariables>(
  'OpsSettlementSummaryDocument',
);
export const OpsWithdrawalSummaryDocument = doc<Ops.OpsWithdrawalSummaryQuery, Ops.OpsWithdrawalSummaryQueryVariables>(
  'OpsWithdrawalSummaryDocument',
);
export const PasswordStateDocument = doc<Ops.PasswordStateQuery, Ops.PasswordStateQueryVariables>(
  'PasswordStateDocument',
);
export const PausePeriodSubscriptionDocument = doc<
  Ops.PausePeriodSubscriptionMutation,
  Ops.PausePeriodSubscriptionMutationVariables
>('PausePeriodSubscriptionDocument');
export const PendingBankAccountsDocument = doc<Ops.PendingBankAccountsQuery, Ops.PendingBankAccountsQueryVariables>(
  'PendingBankAccountsDocument',
);
export const PeriodChargesDocument = doc<Ops.PeriodChargesQuery, Ops.PeriodChargesQueryVariables>(
  'PeriodChargesDocument',
);
export const PeriodPlanDocument = doc<Ops.PeriodPlanQuery, Ops.PeriodPlanQueryVariables>('PeriodPlanDocument');
export const PeriodPlansDocument = doc<Ops.PeriodPlansQuery, Ops.PeriodPlansQueryVariables>('PeriodPlansDocument');
export const PeriodSubscriptionDocument = doc<Ops.PeriodSubscriptionQuery, Ops.PeriodSubscriptionQueryVariables>(
  'PeriodSubscriptionDocument',
);
export const PeriodSubscriptionsDocument = doc<Ops.PeriodSubscriptionsQuery, Ops.PeriodSubscriptionsQueryVariables>(
  'PeriodSubscriptionsDocument',
);
export const PickupStoresDocument = doc<Ops.PickupStoresQuery, Ops.PickupStoresQueryVariables>('PickupStoresDocument');
export const PlaceShopOrderDocument = doc<Ops.PlaceShopOrderMutation, Ops.PlaceShopOrderMutationVariables>(
  'PlaceShopOrderDocument',
);
export const ProductsDocument = doc<Ops.ProductsQuery, Ops.ProductsQueryVariables>('ProductsDocument');
export const PublicPaymentLinkDocument = doc<Ops.PublicPaymentLinkQuery, Ops.PublicPaymentLinkQueryVariables>(
  'PublicPaymentLinkDocument',
);
export const PublicPeriodPlanDocument = doc<Ops.PublicPeriodPlanQuery, Ops.PublicPeriodPlanQueryVariables>(
  'PublicPeriodPlanDocument',
);
export const PublishContentDocument = doc<Ops.PublishContentMutation, Ops.PublishContentMutationVariables>(
  'PublishContentDocument',
);
export const RecurringTodayDocument = doc<Ops.RecurringTodayQuery, Ops.RecurringTodayQueryVariables>(
  'RecurringTodayDocument',
);
export const ReferAgentPartnerDocument = doc<Ops.ReferAgentPartnerMutation, Ops.ReferAgentPartnerMutationVariables>(
  'ReferAgentPartnerDocument',
);
export const RefundShopOrderDocument = doc<Ops.RefundShopOrderMutation, Ops.RefundShopOrderMutationVariables>(
  'RefundShopOrderDocument',
);
export const RefundTransactionDocument = doc<Ops.RefundTransactionMutation, Ops.RefundTransactionMutationVariables>(
  'RefundTransactionDocument',
);
export const RejectBankAccountDocument = doc<Ops.RejectBankAccountMutation, Ops.RejectBankAccountMutationVariables>(
  'RejectBankAccountDocument',
);
export const RequestAgentContractDocument = doc<
  Ops.RequestAgentContractMutation,
  Ops.RequestAgentContractMutationVariables
>('RequestAgentContractDocument');
export const ResendWebhookDeliveryDocument = doc<
  Ops.ResendWebhookDeliveryMutation,
  Ops.ResendWebhookDeliveryMutationVariables
>('ResendWebhookDeliveryDocument');
export const ResumePeriodSubscriptionDocument = doc<
  Ops.ResumePeriodSubscriptionMutation,
  Ops.ResumePeriodSubscriptionMutationVariables
>('ResumePeriodSubscriptionDocument');
export const ReviewLogisticsApplicationDocument = doc<
  Ops.ReviewLogisticsApplicationMutation,
  Ops.ReviewLogisticsApplicationMutationVariables
>('ReviewLogisticsApplicationDocument');
export const ReviewLostClaimDocument = doc<Ops.ReviewLostClaimMutation, Ops.ReviewLostClaimMutationVariables>(
  'ReviewLostClaimDocument',
);
export const RevokeAccessTokenDocument = doc<Ops.RevokeAccessTokenMutation, Ops.RevokeAccessTokenMutationVariables>(
  'RevokeAccessTokenDocument',
);
export const RevokeOperatorTokenDocument = doc<
  Ops.RevokeOperatorTokenMutation,
  Ops.RevokeOperatorTokenMutationVariables
>('RevokeOperatorTokenDocument');
export const SandboxDeclineSubscriptionCardDocument = doc<
  Ops.SandboxDeclineSubscriptionCardMutation,
  Ops.SandboxDeclineSubscriptionCardMutationVariables
>('SandboxDeclineSubscriptionCardDocument');
export const SandboxMarkPaidDocument = doc<Ops.SandboxMarkPaidMutation, Ops.SandboxMarkPaidMutationVariables>(
  'SandboxMarkPaidDocument',
);
export const SandboxPayDocument = doc<Ops.SandboxPayMutation, Ops.SandboxPayMutationVariables>('SandboxPayDocument');
export const SaveBankAccountDocument = doc<Ops.SaveBankAccountMutation, Ops.SaveBankAccountMutationVariables>(
  'SaveBankAccountDocument',
);
export const SaveContentDocument = doc<Ops.SaveContentMutation, Ops.SaveContentMutationVariables>(
  'SaveContentDocument',
);
export const SaveStoreSalesDocument = doc<Ops.SaveStoreSalesMutation, Ops.SaveStoreSalesMutationVariables>(
  'SaveStoreSalesDocument',
);
export const SendWebhookTestEventDocument = doc<
  Ops.SendWebhookTestEventMutation,
  Ops.SendWebhookTestEventMutationVariables
>('SendWebhookTestEventDocument');
export const SetAgentContractDocument = doc<Ops.SetAgentContractMutation, Ops.SetAgentContractMutationVariables>(
  'SetAgentContractDocument',
);
export const ShipShopOrderDocument = doc<Ops.ShipShopOrderMutation, Ops.ShipShopOrderMutationVariables>(
  'ShipShopOrderDocument',
);
export const ShipmentDocument = doc<Ops.ShipmentQuery, Ops.ShipmentQueryVariables>('ShipmentDocument');
export const ShipmentDraftDocument = doc<Ops.ShipmentDraftQuery, Ops.ShipmentDraftQueryVariables>(
  'ShipmentDraftDocument',
);
export const ShipmentPageDocument = doc<Ops.ShipmentPageQuery, Ops.ShipmentPageQueryVariables>('ShipmentPageDocument');
export const ShipmentQuoteDocument = doc<Ops.ShipmentQuoteQuery, Ops.ShipmentQuoteQueryVariables>(
  'ShipmentQuoteDocument',
);
export const ShipmentsDocument = doc<Ops.ShipmentsQuery, Ops.ShipmentsQueryVariables>('ShipmentsDocument');
export const ShopOrdersDocument = doc<Ops.ShopOrdersQuery, Ops.ShopOrdersQueryVariables>('ShopOrdersDocument');
export const SignupDocument = doc<Ops.SignupMutation, Ops.SignupMutationVariables>('SignupDocument');
export const StoreDeliveryOptionsDocument = doc<Ops.StoreDeliveryOptionsQuery, Ops.StoreDeliveryOptionsQueryVariables>(
  'StoreDeliveryOptionsDocument',
);
export const StoreDocument = doc<Ops.StoreQuery, Ops.StoreQueryVariables>('StoreDocument');
export const StoreMyOrderEmailDocument = doc<Ops.StoreMyOrderEmailQuery, Ops.StoreMyOrderEmailQueryVariables>(
  'StoreMyOrderEmailDocument',
);
export const StoreSalesDocument = doc<Ops.StoreSalesQuery, Ops.StoreSalesQueryVariables>('StoreSalesDocument');
export const StorefrontDocument = doc<Ops.StorefrontQuery, Ops.StorefrontQueryVariables>('StorefrontDocument');
export const StoresDocument = doc<Ops.StoresQuery, Ops.StoresQueryVariables>('StoresDocument');
export const SubscribePeriodPlanDocument = doc<
  Ops.SubscribePeriodPlanMutation,
  Ops.SubscribePeriodPlanMutationVariables
>('SubscribePeriodPlanDocument');
export const TransactionDetailDocument = doc<Ops.TransactionDetailQuery, Ops.TransactionDetailQueryVariables>(
  'TransactionDetailDocument',
);
export const TransactionsDocument = doc<Ops.TransactionsQuery, Ops.TransactionsQueryVariables>('TransactionsDocument');
export const UnpublishContentDocument = doc<Ops.UnpublishContentMutation, Ops.UnpublishContentMutationVariables>(
  'UnpublishContentDocument',
);
export const UpdateAgentPartnerDocument = doc<Ops.UpdateAgentPartnerMutation, Ops.UpdateAgentPartnerMutationVariables>(
  'UpdateAgentPartnerDocument',
);
export const UpdateAssistantDocument = doc<Ops.UpdateAssistantMutation, Ops.UpdateAssistantMutationVariables>(
  'UpdateAssistantDocument',
);
export const UpdateAssistantGroupDocument = doc<
  Ops.UpdateAssistantGroupMutation,
  Ops.UpdateAssistantGroupMutationVariables
>('UpdateAssistantGroupDocument');
export const UpdatePeriodPlanDocument = doc<Ops.UpdatePeriodPlanMutation, Ops.UpdatePeriodPlanMutationVariables>(
  'UpdatePeriodPlanDocument',
);
export const UpdateProductDocument = doc<Ops.UpdateProductMutation, Ops.UpdateProductMutationVariables>(
  'UpdateProductDocument',
);
export const UpdateShipmentDocument = doc<Ops.UpdateShipmentMutation, Ops.UpdateShipmentMutationVariables>(
  'UpdateShipmentDocument',
);
export const UpdateStoreDocument = doc<Ops.UpdateStoreMutation, Ops.UpdateStoreMutationVariables>(
  'UpdateStoreDocument',
);
export const UpdateWebhookEndpointDocument = doc<
  Ops.UpdateWebhookEndpointMutation,
  Ops.UpdateWebhookEndpointMutationVariables
>('UpdateWebhookEndpointDocument');
export const VerifyBankAccountDocument = doc<Ops.VerifyBankAccountMutation, Ops.VerifyBankAccountMutationVariables>(
  'VerifyBankAccountDocument',
);
export const ViewerDocument = doc<Ops.ViewerQuery, Ops.ViewerQueryVariables>('ViewerDocument');
export const WebhookDeliveriesDocument = doc<Ops.WebhookDeliveriesQuery, Ops.WebhookDeliveriesQueryVariables>(
  'WebhookDeliveriesDocument',
);
export const WebhookEndpointsDocument = doc<Ops.WebhookEndpointsQuery, Ops.WebhookEndpointsQueryVariables>(
  'WebhookEndpointsDocument',
);
export const WebhookSecretDocument = doc<Ops.WebhookSecretMutation, Ops.WebhookSecretMutationVariables>(
  'WebhookSecretDocument',
);
export const WithdrawDocument = doc<Ops.WithdrawMutation, Ops.WithdrawMutationVariables>('WithdrawDocument');
export const WithdrawPageDocument = doc<Ops.WithdrawPageQuery, Ops.WithdrawPageQueryVariables>('WithdrawPageDocument');
