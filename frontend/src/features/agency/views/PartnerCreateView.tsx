import { useNavigate } from 'react-router';
import { pathTo } from '../../../app/paths';
import { AgentPartnersDocument, useReferAgentPartnerMutation } from '../../../graphql/documents/agency';
import { showToast } from '../../../lib/toast';
import { AgencyFrame } from '../components/AgencyFrame';
import { ReferForm } from '../components/ReferForm';
import type { ReferValues } from '../partner.schema';
import { AGENCY_TEXT } from '../text';

/** /auth/pf/merchant/create: refer a seller by email. */
export function PartnerCreateView() {
  const navigate = useNavigate();
  const [refer] = useReferAgentPartnerMutation({ refetchQueries: [AgentPartnersDocument] });
  const submit = async (values: ReferValues) => {
    try {
      const { data } = await refer({ variables: { email: values.email, note: values.note || null } });
      const payload = data?.referAgentPartner;
      if (payload?.partner) {
        showToast(AGENCY_TEXT.refer.sent, 'success');
        void navigate(pathTo('pf.merchant.list'));
        return [];
      }
      return payload?.errors.length ? payload.errors : [{ message: AGENCY_TEXT.saveError }];
    } catch {
      return [{ message: AGENCY_TEXT.saveError }];
    }
  };
  return (
    <AgencyFrame title={AGENCY_TEXT.refer.title}>
      <ReferForm onSubmit={submit} />
    </AgencyFrame>
  );
}
