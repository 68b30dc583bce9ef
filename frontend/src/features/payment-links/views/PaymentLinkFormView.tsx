import { RouteButton } from '../../../components/RouteButton';
import { pathTo } from '../../../app/paths';
import { LoadError } from '../../../components/LoadState';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { useMerchantsQuery } from '../../../graphql/documents/merchants';
import {
  useCreatePaymentLinkMutation,
  usePaymentLinkQuery,
  useUpdatePaymentLinkMutation,
  PaymentLinksDocument,
} from '../../../graphql/documents/payment-links';
import { showToast } from '../../../lib/toast';
import { PaymentLinkForm } from '../components/PaymentLinkForm';
import { toLinkInput, type PaymentLinkValues } from '../payment-link.schema';
import { LINK_TEXT } from '../text';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';

function useActiveShops() {
  const { data, loading, error, refetch } = useMerchantsQuery();
  const shops = (data?.merchants ?? [])
    .filter((m) => m.canCollect)
    .map((m) => ({ id: m.id, name: m.name, paymentSwitch: m.paymentSwitch }));
  return { shops, loading, error, refetch };
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** /auth/uop/create */
export function PaymentLinkCreateView() {
  const navigate = useNavigate();
  const { shops, loading, error, refetch } = useActiveShops();
  const [create] = useCreatePaymentLinkMutation({ refetchQueries: [PaymentLinksDocument] });
  if (loading) return <PageSpinner />;
  if (error)
    return (
      <Frame title={LINK_TEXT.createTitle}>
        <LoadError message={LINK_TEXT.loadError} onRetry={() => refetch()} />
      </Frame>
    );
  const submit = async (values: PaymentLinkValues) => {
    const { data } = await create({ variables: { input: toLinkInput(values) } });
    const payload = data?.createPaymentLink;
    if (payload?.link) {
      showToast(LINK_TEXT.saved, 'success');
      // The list opens with the new link's address, QR code and share text.
      void navigate(pathTo('uop.list'), { state: { createdLinkId: payload.link.id } });
      return [];
    }
    return payload?.errors ?? [];
  };
  return (
    <Frame title={LINK_TEXT.createTitle}>
      {shops.length ? (
        <PaymentLinkForm data={{ shops }} onSubmit={submit} />
      ) : (
        <Stack gap="3" align="flex-start">
          <Text>{LINK_TEXT.noShop}</Text>
          <RouteButton to="merchant.create" colorPalette="primary">
            {LINK_TEXT.createShop}
          </RouteButton>
        </Stack>
      )}
    </Frame>
  );
}

/** /auth/uop/edit/:sysid/:merid */
export function PaymentLinkEditView() {
  const { sysid = '' } = useParams();
  const id = Number(sysid);
  const navigate = useNavigate();
  const shopsQuery = useActiveShops();
  const linkQuery = usePaymentLinkQuery({ variables: { id } });
  const [update] = useUpdatePaymentLinkMutation({ refetchQueries: [PaymentLinksDocument] });
  if (shopsQuery.loading || linkQuery.loading) return <PageSpinner />;
  if (shopsQuery.error || linkQuery.error)
    return (
      <Frame title={LINK_TEXT.editTitle}>
        <LoadError message={LINK_TEXT.loadError} onRetry={() => linkQuery.refetch()} />
      </Frame>
    );
  const link = linkQuery.data?.paymentLink;
  if (!link)
    return (
      <Frame title={LINK_TEXT.editTitle}>
        <Text>{LINK_TEXT.notFound}</Text>
      </Frame>
    );
  const initial: PaymentLinkValues = {
    merchantId: String(link.merchantId),
    title: link.title,
    amount: link.amount ? String(link.amount) : '',
    description: link.description,
    payTypes: link.payTypes,
    installments: link.installments.map(String),
    expiresAt: link.expiresAt ? taipeiIsoDay(new Date(link.expiresAt)) : '',
    quantityLimit: link.quantityLimit ? String(link.quantityLimit) : '',
    perOrderLimit: link.perOrderLimit ? String(link.perOrderLimit) : '',
    enabled: link.enabled,
  };
  const submit = async (values: PaymentLinkValues) => {
    const { data } = await update({ variables: { id, input: toLinkInput(values) } });
    const payload = data?.updatePaymentLink;
    if (payload?.link) {
      showToast(LINK_TEXT.saved, 'success');
      void navigate(pathTo('uop.list'));
      return [];
    }
    return payload?.errors ?? [];
  };
  return (
    <Frame title={LINK_TEXT.editTitle}>
      <Text color="fg.muted" data-testid="units-sold">
        {LINK_TEXT.soldSummary(link.unitsSold, link.quantityLimit)}
      </Text>
      <PaymentLinkForm data={{ shops: shopsQuery.shops, initial }} onSubmit={submit} />
    </Frame>
  );
}
