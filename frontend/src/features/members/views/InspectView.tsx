import { DateText } from '../../../components/MoneyText';
import { ToneBadge } from '../../../components/StatusBadge';
import { pathTo } from '../../../app/paths';
import { LoadError } from '../../../components/LoadState';
import { MEMBER_STATUS_LIST } from '@paydesk/shared/member-statuses';
import { Box, Heading, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DataList } from '../../../components/chakra/data-list';
import { Link } from 'react-router';
import { useMemberReviewStateQuery } from '../../../graphql/documents/members';
import { MEMBERS_TEXT as T } from '../text';

// SPEC §3 colours: success for 1, accent while pending or to supplement, error for 92 and 8.

/** /auth/member/inspect: review status with the SPEC §3 names and the reviewer's reason. */
export function InspectView() {
  const { data, loading, error, refetch } = useMemberReviewStateQuery({ fetchPolicy: 'cache-and-network' });
  const s = data?.memberReviewState;
  const completePath = s?.memType === 'BUSINESS' ? pathTo('complete.business') : pathTo('complete.personal');
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="xl">
        {T.inspectTitle}
      </Heading>
      <Box bg="bg" borderRadius="lg" borderWidth="1px" p="5">
        {loading && !s ? (
          <Stack gap="3">
            <Skeleton h="6" />
            <Skeleton h="6" />
          </Stack>
        ) : error || !s ? (
          <LoadError message={T.loadError} onRetry={() => refetch()} />
        ) : (
          <Stack gap="5">
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>{T.statusLabel}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <ToneBadge
                    tone={s.profileCompleted ? MEMBER_STATUS_LIST.tone(s.status) : 'accent'}
                    label={s.statusName}
                    data-testid="member-status"
                  />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{T.reasonLabel}</DataList.ItemLabel>
                <DataList.ItemValue>{s.reason ?? T.empty}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{T.reviewedAtLabel}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <DateText value={s.reviewedAt} withTime />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{T.documentsLabel}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {s.documents.length === 0 ? (
                    T.empty
                  ) : (
                    <Stack gap="0">
                      {s.documents.map((d) => (
                        <Text key={d.id}>
                          {d.label}：{d.originalName}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            {s.canSubmit ? (
              <ChakraLink asChild color="primary.fg" fontWeight="semibold">
                <Link to={completePath}>{s.status === 'SUPPLEMENT' ? T.supplement : T.fillIn}</Link>
              </ChakraLink>
            ) : null}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
