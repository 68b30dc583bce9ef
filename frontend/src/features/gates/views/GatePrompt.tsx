import { pathTo } from '../../../app/paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAcknowledgeGlobalNoticeMutation } from '../../../graphql/documents/gates';
import type { MemberInfoFieldsFragment } from '../../../graphql/generated';
import { HttpError, post } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { GateDialog } from '../components/GateDialog';
import { dialogFor } from '../gate-dialogs';
import type { GateKind } from '@paydesk/shared/gate-rules';
import { declineGate, markBeneficiaryHintShown } from '../local-flags';
import { GATE_TEXT } from '../text';
import { NOTICE_PROVIDER } from '@paydesk/shared/notice-provider';

type LegacyAnswer = { success?: boolean; message?: string };

/**
 * The dialog of the gate GateHost found and what its buttons do, loaded when a gate applies. `refetch` asks for the
 * member info again after an answer; `rerender` re-evaluates the gates after a choice kept in this browser.
 */
export function GatePrompt({
  gate,
  info,
  refetch,
  rerender,
}: {
  gate: GateKind;
  info: MemberInfoFieldsFragment;
  refetch: () => Promise<unknown>;
  rerender: () => void;
}) {
  const navigate = useNavigate();
  const [acknowledge] = useAcknowledgeGlobalNoticeMutation();
  const [busy, setBusy] = useState(false);
  const spec = dialogFor(gate, info);

  // Legacy REST calls: a failure answer shows the server message; an exception the SPEC §8 text.
  const call = async (path: string, body?: object) => {
    setBusy(true);
    try {
      const answer = await post<LegacyAnswer>(path, body, { silent: true });
      if (answer?.success === false) showToast(answer.message || GATE_TEXT.systemError);
      await refetch();
    } catch (error) {
      const message = error instanceof HttpError ? (error.body as LegacyAnswer | null)?.message : undefined;
      showToast(error instanceof HttpError && error.status !== 500 && message ? message : GATE_TEXT.systemError);
    } finally {
      setBusy(false);
    }
  };

  const onAction = (key: string) => {
    switch (key) {
      case 'acceptMember':
        return void call(`/api/member/${NOTICE_PROVIDER}_notice_accept`, { acceptFrom: 'member' });
      case 'acceptPlatform':
        return void call(`/api/member/${NOTICE_PROVIDER}_notice_accept`, { acceptFrom: 'platform' });
      case 'acceptTax':
        return void call('/api/member/confirm_accept', { Confirm: 'taxNotice' });
      case 'keepPassword':
        return void call('/api/member/keep_password');
      case 'postponeShipping':
        return void call('/api/register/clean_sp_tag');
      case 'changePassword':
        return void navigate(`${pathTo('member.edit')}?type=pwd`);
      case 'complete':
        return void navigate(info.memType === 'PERSONAL' ? pathTo('complete.personal') : pathTo('complete.business'));
      case 'logout':
        return void navigate(pathTo('logout'));
      case 'memberEdit':
        return void navigate(pathTo('member.edit'));
      case 'survey':
        markBeneficiaryHintShown();
        return void navigate(pathTo('survey.beneficiary.declaration'));
      case 'closeBeneficiary':
        markBeneficiaryHintShown();
        return rerender();
      case 'declineShop':
        declineGate('NO_SHOP');
        return rerender();
      case 'createShop':
        return void navigate(pathTo('merchant.create'));
      case 'shipping':
        return void navigate(pathTo('shipping.apply', { id: info.spTagMerId }));
      case 'ackGlobal': {
        const notice = info.globalNotices[0];
        if (!notice) return undefined;
        setBusy(true);
        return void acknowledge({ variables: { id: notice.id } })
          .then(() => refetch())
          .catch(() => showToast(GATE_TEXT.systemError))
          .finally(() => setBusy(false));
      }
      default:
        return undefined;
    }
  };

  return (
    <GateDialog
      key={gate}
      title={spec.title}
      lines={spec.lines}
      html={spec.html}
      actions={spec.actions}
      disabled={busy}
      onAction={onAction}
    />
  );
}
