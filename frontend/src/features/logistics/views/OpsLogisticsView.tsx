import { Stack } from '@chakra-ui/react';
import { OpsPage } from '../../../components/OpsQueue';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import { ApplicationReviewQueue } from '../components/ApplicationReviewQueue';
import { ClaimReviewQueue } from '../components/ClaimReviewQueue';
import { OPS_LOGISTICS_TEXT as T } from '../text';

/** /ops/logistics: logistics applications and lost-parcel claims waiting for an operator, on the console's queue layout. */
export function OpsLogisticsView() {
  const { data, loading } = useViewerQuery();
  const isOperator = loading && !data ? null : data?.viewer?.kind === 'OPERATOR';
  return (
    <OpsPage
      isOperator={isOperator}
      title={T.title}
      subtitle={T.subtitle}
      notOperator={T.notOperator}
      loginLabel={T.login}
    >
      <Stack gap="8">
        <ApplicationReviewQueue />
        <ClaimReviewQueue />
      </Stack>
    </OpsPage>
  );
}
