import { formatMoney } from '@paydesk/shared/money';
import { FigureTable } from '../components/FigureTable';
import { PublicPage, Section, WithReference } from '../../../components/PublicPage';
import { Steps } from '../components/Steps';
import { SITE_TEXT } from '../text';
import { SHIPPING_REFUND_TEXT as T } from '../shipping-refund-text';

/** /shipping-refund: the return process. */
export function ShippingRefundView() {
  return (
    <PublicPage eyebrow={T.eyebrow} title={T.title} lead={T.lead}>
      <Section title={T.title}>
        <Steps steps={T.steps} />
      </Section>
      <Section title={T.fees}>
        <WithReference>
          {(r) => (
            <FigureTable
              caption={T.fees}
              columns={T.columns}
              rows={[
                [T.b2cReturn, T.perParcel(formatMoney(r.logistics.storeFees.b2cReturn))],
                [T.noShow, T.perParcel(formatMoney(r.logistics.noShowFee))],
                [T.refundCvs, T.perOrder(formatMoney(r.refundFees.cvs))],
                [T.refundAtm, T.perOrder(formatMoney(r.refundFees.atm))],
                [T.pickupNormal, SITE_TEXT.days(r.logistics.pickupWindows.normalDays)],
                [T.pickupFrozen, SITE_TEXT.days(r.logistics.pickupWindows.frozenDays)],
              ]}
            />
          )}
        </WithReference>
      </Section>
    </PublicPage>
  );
}
