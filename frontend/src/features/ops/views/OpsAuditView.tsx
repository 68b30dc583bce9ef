import { EmptyState } from '../../../components/EmptyState';
import { Button } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { useMemberAuditTrailQuery } from '../../../graphql/documents/ops';
import { AuditList } from '../../../components/AuditList';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { OpsListSkeleton, OpsLoadError, OpsShell } from '../components/OpsShell';
import { OPS_TEXT } from '../text';
import { useIsOperator } from './useIsOperator';

/** /ops/audit/:memberId: one member's append-only audit trail, newest first, a page at a time (operators). */
export function OpsAuditView() {
  const isOperator = useIsOperator();
  const memberId = Number(useParams().memberId);
  const valid = Number.isInteger(memberId) && memberId > 0;
  const navigate = useNavigate();
  const trail = useMemberAuditTrailQuery({
    variables: { memberId },
    skip: !isOperator || !valid,
    fetchPolicy: 'cache-and-network',
  });
  const more = useMorePages(trail.fetchMore, trail.data?.memberAuditTrail, 'memberAuditTrail');
  const records = trail.data?.memberAuditTrail.items;
  return (
    <OpsShell
      isOperator={isOperator}
      title={OPS_TEXT.auditTitle}
      subtitle={valid ? OPS_TEXT.auditSubtitle(memberId) : undefined}
      actions={
        <Button size="sm" variant="outline" onClick={() => void navigate(-1)}>
          {OPS_TEXT.back}
        </Button>
      }
    >
      {!valid ? <EmptyState message={OPS_TEXT.auditEmpty} /> : null}
      {trail.loading && !trail.data ? <OpsListSkeleton /> : null}
      {trail.error && !trail.data ? <OpsLoadError onRetry={() => void trail.refetch()} /> : null}
      {records && !records.length ? <EmptyState message={OPS_TEXT.auditEmpty} /> : null}
      {records?.length ? <AuditList data={records} /> : null}
      <LoadMore {...more} shown={records?.length ?? 0} />
    </OpsShell>
  );
}
