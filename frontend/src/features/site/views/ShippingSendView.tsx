import { formatMoney } from '@paydesk/shared/money';
import { FigureTable } from '../components/FigureTable';
import { PublicPage, Section, WithReference } from '../../../components/PublicPage';
import { Steps } from '../components/Steps';
import { SITE_TEXT } from '../text';
import { SHIPPING_SEND_TEXT as T } from '../shipping-send-text';

/** /shipping-send: how to send parcels. */
export function ShippingSendView() {
  return (
    <PublicPage eyebrow={T.eyebrow} title={T.title} lead={T.lead}>
      <Section title={T.c2c}>
        <Steps steps={T.c2cSteps} />
      </Section>
      <Section title={T.b2c}>
        <Steps steps={T.b2cSteps} />
      </Section>
      <Section title={T.home}>
        <Steps steps={T.homeSteps} />
      </Section>
      <Section title={T.limits}>
        <WithReference>
          {(r) => {
            const l = r.logistics;
            return (
              <>
                <FigureTable
                  caption={T.limits}
                  columns={T.deadlineColumns}
                  rows={[
                    [T.c2cLabel, SITE_TEXT.dPlus(l.shippingDeadlines.c2cDays)],
                    [T.b2cNormal, SITE_TEXT.dPlus(l.shippingDeadlines.b2cNormalDays)],
                    [T.b2cFrozen, SITE_TEXT.dPlus(l.shippingDeadlines.b2cFrozenDays)],
                    [
                      T.frozenPickup,
                      T.frozenPickupValue(
                        l.frozenPickup.bulkFrom - 1,
                        formatMoney(l.frozenPickup.perParcel),
                        l.frozenPickup.bulkFrom,
                        formatMoney(l.frozenPickup.bulkPerParcel),
                      ),
                    ],
                  ]}
                />
                <FigureTable
                  caption={T.packages}
                  columns={T.packageColumns}
                  rows={l.packageRules.map((p) => [
                    p.label,
                    T.cm(p.maxLongestSideCm),
                    T.cm(p.maxSumCm),
                    T.kg(p.maxWeightKg),
                  ])}
                />
              </>
            );
          }}
        </WithReference>
      </Section>
    </PublicPage>
  );
}
