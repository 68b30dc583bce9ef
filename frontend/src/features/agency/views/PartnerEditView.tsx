import { RouteButton } from '../../../components/RouteButton';
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { MEMBER_STATUS_LIST } from '@paydesk/shared/member-statuses';
import { useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { StatusBadge } from '../../../components/StatusBadge';
import { useAgentPartnerQuery, useUpdateAgentPartnerMutation } from '../../../graphql/documents/agency';
import { showToast } from '../../../lib/toast';
import { AgencyFrame } from '../components/AgencyFrame';
import { PartnerNoteForm } from '../components/PartnerNoteForm';
import type { PartnerNoteValues } from '../partner.schema';
import { AGENCY_TEXT } from '../text';
import { PartnerStatusBadge } from '../components/AgencyBadges';

const T = AGENCY_TEXT.edit;

/** /auth/pf/merchant/edit/:id: the note, and ending the partnership. */
export function PartnerEditView() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const partnerId = Number(id);
  const known = Number.isInteger(partnerId) && partnerId > 0;
  // The partner itself, not a page of the list: the one being edited may be far down a long list.
  const { data, loading, error, refetch } = useAgentPartnerQuery({
    variables: { id: partnerId },
    fetchPolicy: 'cache-and-network',
    skip: !known,
  });
  const [update] = useUpdateAgentPartnerMutation();
  const partner = data?.agentPartner ?? null;
  const back = (
    <RouteButton to="pf.merchant.list" variant="outline" alignSelf={{ base: 'flex-start', sm: 'auto' }}>
      {T.back}
    </RouteButton>
  );
  const submit = async (values: PartnerNoteValues, remove: boolean) => {
    if (!partner) return [];
    try {
      const { data: res } = await update({ variables: { id: partner.id, note: values.note, remove } });
      const payload = res?.updateAgentPartner;
      if (payload?.partner) {
        showToast(remove ? T.removed : T.saved, 'success');
        if (remove) void navigate(pathTo('pf.merchant.list'));
        return [];
      }
      return payload?.errors.length ? payload.errors : [{ message: AGENCY_TEXT.saveError }];
    } catch {
      return [{ message: AGENCY_TEXT.saveError }];
    }
  };
  return (
    <AgencyFrame title={T.title} action={back}>
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={AGENCY_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {!known || (data && !partner) ? <EmptyState message={T.notFound} /> : null}
      {partner ? (
        <Stack gap="5">
          <Grid
            templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
            gap="4"
            borderWidth="1px"
            borderRadius="lg"
            bg="bg"
            p="4"
          >
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {AGENCY_TEXT.list.email}
              </Text>
              <Text wordBreak="break-all">{partner.email}</Text>
            </Box>
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {AGENCY_TEXT.list.status}
              </Text>
              <PartnerStatusBadge status={partner.status} />
            </Box>
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {AGENCY_TEXT.list.review}
              </Text>
              {partner.memberStatus ? <StatusBadge list={MEMBER_STATUS_LIST} value={partner.memberStatus} /> : '-'}
            </Box>
          </Grid>
          <PartnerNoteForm
            key={partner.id}
            data={{
              email: partner.email,
              note: partner.note,
              removable: partner.status === 'INVITED' || partner.status === 'ACTIVE',
            }}
            onSubmit={submit}
          />
        </Stack>
      ) : null}
    </AgencyFrame>
  );
}
