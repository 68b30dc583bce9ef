import { Box, Heading, Skeleton } from '@chakra-ui/react';
import { DataList } from '../../../components/chakra/data-list';
import type { ProfileFieldsFragment } from '../../../graphql/generated';
import { MEMBERS_TEXT as T } from '../text';

const dash = (value: string | null | undefined) => (value ? value : '-');
const day = (iso: string) => iso.slice(0, 10).replace(/-/g, '/');

/** Read-only account data: name and identity are tied to the review, so they change through support. */
export function ProfileCard({
  profile,
  loading,
}: {
  profile: ProfileFieldsFragment | null | undefined;
  loading: boolean;
}) {
  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p="5">
      <Heading as="h2" size="md" mb="3">
        {T.profileSection}
      </Heading>
      {profile ? (
        <DataList.Root orientation="horizontal" gap="2">
          {[
            [T.profileAccount, profile.loginName],
            [T.profileName, profile.name],
            [T.profileType, profile.memTypeLabel],
            [T.profileIdentity, dash(profile.identityNoMasked)],
            [T.profileStatus, profile.statusLabel],
            [T.profileSince, day(profile.createdAt)],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : loading ? (
        <Skeleton h="24" />
      ) : (
        <Box color="fg.muted">{T.profileUnavailable}</Box>
      )}
    </Box>
  );
}
