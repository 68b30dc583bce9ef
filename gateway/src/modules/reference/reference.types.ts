import { PayType } from '@paydesk/shared/pay-types';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CardKind, WalletKind } from './reference.data';

/** GraphQL shapes of the SPEC §9 reference tables (money integer TWD, rates in basis points). */

registerEnumType(CardKind, {
  name: 'CardKind',
  description: 'A card rate’s kind: domestic, foreign or UnionPay',
  valuesConfig: {
    DOMESTIC: { description: 'A card issued in Taiwan' },
    FOREIGN: { description: 'A card issued abroad' },
    UNIONPAY: { description: 'A UnionPay card' },
  },
});
registerEnumType(WalletKind, {
  name: 'WalletKind',
  description: 'A wallet with its own rate',
  valuesConfig: {
    LINEPAY: { description: 'LINE Pay' },
    JKOPAY: { description: 'JKO Pay' },
    ICASH: { description: 'icash Pay' },
  },
});

@ObjectType()
export class PaymentTypeRef {
  @Field(() => Int) code!: number;
  @Field(() => String) name!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { description: 'SPEC §3 group: CREDIT, OFFLINE, OTHER or FIXED (logistics extras)' })
  group!: string;
  @Field(() => Boolean, { description: "Whether a shop's PaymentSwitch may hold it" }) switchable!: boolean;
}

@ObjectType()
export class LabelRef {
  @Field(() => String) key!: string;
  @Field(() => String) label!: string;
}

@ObjectType()
export class CardRateRef {
  @Field(() => CardKind) kind!: CardKind;
  @Field(() => String) label!: string;
  @Field(() => Int) rateBp!: number;
}

@ObjectType()
export class InstalmentRateRef {
  @Field(() => Int) periods!: number;
  @Field(() => Int) rateBp!: number;
}

@ObjectType()
export class WalletRateRef {
  @Field(() => WalletKind) kind!: WalletKind;
  @Field(() => PayType) payType!: number;
  @Field(() => String) label!: string;
  @Field(() => Int) rateBp!: number;
  @Field(() => String) note!: string;
}

@ObjectType()
export class RefundFeesRef {
  @Field(() => Int) cvs!: number;
  @Field(() => Int) atm!: number;
}

@ObjectType()
export class WithdrawalRef {
  @Field(() => Int) fee!: number;
  @Field(() => Int) minBusinessDays!: number;
  @Field(() => Int) maxBusinessDays!: number;
}

@ObjectType()
export class SellerLimitRef {
  @Field(() => Int) individual!: number;
  @Field(() => Int) enterprise!: number;
}

@ObjectType()
export class WithdrawLimitRef {
  @Field(() => Int) individualDefault!: number;
  @Field(() => Int) individualExtra!: number;
  @Field(() => Int) enterpriseDefault!: number;
  @Field(() => Int) enterpriseExtra!: number;
}

@ObjectType()
export class DormantBalanceRef {
  @Field(() => Int) days!: number;
  @Field(() => Int) monthlyRateBp!: number;
  @Field(() => Int) minimumFee!: number;
}

@ObjectType()
export class SettlementRuleRef {
  @Field(() => PayType) payType!: number;
  @Field(() => String) payTypeLabel!: string;
  @Field(() => String, { description: 'REQUEST, PAYMENT, PICKUP or DELIVERED' }) event!: string;
  @Field(() => String) eventLabel!: string;
  @Field(() => Int) days!: number;
  @Field(() => Boolean, { description: 'False where SPEC is silent and the delay is our decision' }) fromSpec!: boolean;
}

@ObjectType()
export class StoreFeesRef {
  @Field(() => Int) b2cNormal!: number;
  @Field(() => Int) b2cFrozen!: number;
  @Field(() => Int) b2cReturn!: number;
  @Field(() => Int) c2cNormal!: number;
  @Field(() => Int) c2cFrozen!: number;
}

@ObjectType()
export class FrozenPickupRef {
  @Field(() => Int) perParcel!: number;
  @Field(() => Int) bulkPerParcel!: number;
  @Field(() => Int) bulkFrom!: number;
}

@ObjectType()
export class CollectionFeeRef {
  @Field(() => Int) rateBp!: number;
  @Field(() => Int) minimum!: number;
}

@ObjectType()
export class HomeRateRowRef {
  @Field(() => String) region!: string;
  @Field(() => String) regionLabel!: string;
  @Field(() => [Int]) fees!: number[];
}

@ObjectType()
export class HomeRateTableRef {
  @Field(() => String, { description: 'NORMAL or FROZEN' }) temperature!: string;
  @Field(() => [Int]) sizesCm!: number[];
  @Field(() => [HomeRateRowRef]) rows!: HomeRateRowRef[];
}

@ObjectType()
export class PackageRuleRef {
  @Field(() => String) service!: string;
  @Field(() => String) label!: string;
  @Field(() => Int, { nullable: true }) maxLongestSideCm!: number | null;
  @Field(() => Int) maxSumCm!: number;
  @Field(() => Int) maxWeightKg!: number;
}

@ObjectType()
export class CompensationCapsRef {
  @Field(() => Int) c2c!: number;
  @Field(() => Int) b2c!: number;
  @Field(() => Int) frozen!: number;
  @Field(() => Int) home!: number;
}

@ObjectType()
export class ShippingDeadlinesRef {
  @Field(() => Int) c2cDays!: number;
  @Field(() => Int) b2cNormalDays!: number;
  @Field(() => Int) b2cFrozenDays!: number;
}

@ObjectType()
export class PickupWindowsRef {
  @Field(() => Int) normalDays!: number;
  @Field(() => Int) frozenDays!: number;
}

@ObjectType()
export class LogisticsRef {
  @Field(() => StoreFeesRef) storeFees!: StoreFeesRef;
  @Field(() => FrozenPickupRef) frozenPickup!: FrozenPickupRef;
  @Field(() => CollectionFeeRef) codCollection!: CollectionFeeRef;
  @Field(() => CollectionFeeRef) homeCollection!: CollectionFeeRef;
  @Field(() => Int) noShowFee!: number;
  @Field(() => [HomeRateTableRef]) homeRates!: HomeRateTableRef[];
  @Field(() => [PackageRuleRef]) packageRules!: PackageRuleRef[];
  @Field(() => CompensationCapsRef) compensationCaps!: CompensationCapsRef;
  @Field(() => ShippingDeadlinesRef) shippingDeadlines!: ShippingDeadlinesRef;
  @Field(() => PickupWindowsRef) pickupWindows!: PickupWindowsRef;
}

@ObjectType()
export class InstalmentBankRef {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => [Int]) periods!: number[];
}

@ObjectType()
export class ServiceHoursRef {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
}

@ObjectType()
export class CustomerServiceRef {
  @Field(() => String) weekdays!: string;
  @Field(() => [ServiceHoursRef]) hours!: ServiceHoursRef[];
  @Field(() => String) phone!: string;
  @Field(() => String) email!: string;
  @Field(() => String) address!: string;
}

@ObjectType({ description: 'SPEC §9 business constants, the same tables checkout and settlement use' })
export class Reference {
  @Field(() => [PaymentTypeRef]) paymentTypes!: PaymentTypeRef[];
  @Field(() => [LabelRef]) paymentMethodLabels!: LabelRef[];
  @Field(() => [CardRateRef]) cardRates!: CardRateRef[];
  @Field(() => [Int]) instalmentPeriods!: number[];
  @Field(() => [InstalmentRateRef]) instalmentRates!: InstalmentRateRef[];
  @Field(() => Int) cvsFee!: number;
  @Field(() => Int) atmRateBp!: number;
  @Field(() => Int) atmSingleLimit!: number;
  @Field(() => [WalletRateRef]) wallets!: WalletRateRef[];
  @Field(() => Int) bnplRateBp!: number;
  @Field(() => RefundFeesRef) refundFees!: RefundFeesRef;
  @Field(() => WithdrawalRef) withdrawal!: WithdrawalRef;
  @Field(() => SellerLimitRef) creditLimits!: SellerLimitRef;
  @Field(() => WithdrawLimitRef) withdrawLimits!: WithdrawLimitRef;
  @Field(() => DormantBalanceRef) dormantBalance!: DormantBalanceRef;
  @Field(() => [SettlementRuleRef]) settlement!: SettlementRuleRef[];
  @Field(() => LogisticsRef) logistics!: LogisticsRef;
  @Field(() => [InstalmentBankRef]) instalmentBanks!: InstalmentBankRef[];
  @Field(() => CustomerServiceRef) customerService!: CustomerServiceRef;
}
