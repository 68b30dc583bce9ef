import { pathTo } from '../../../app/paths';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAcknowledgeGlobalNoticeMutation, useMemberInfoQuery } from '../../../graphql/documents/gates';
import type { MemberInfoFieldsFragment } from '../../../graphql/generated';
import { HttpError, post } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { dialogFor } from '../gate-dialogs';
import { computeGates, gateFactsOf, type GateFacts, type GateKind } from '@paydesk/shared/gate-rules';
import { beneficiaryHintShown, declineGate, declinedGates, markBeneficiaryHintShown } from '../local-flags';
import { GATE_TEXT } from '../text';
import { NOTICE_PROVIDER } from '@paydesk/shared/notice-provider';

// The dialog's code (Zag's dialog, focus trap, scroll lock) loads when a gate applies, not with every back office
// page: most visits meet no gate.
const GateDialog = lazy(() => import('../components/GateDialog').then((m) => ({ default: m.GateDialog })));

export function factsOf(info: MemberInfoFieldsFragment, hintShown: boolean): GateFacts {
  return gateFactsOf(info, hintShown);
}

type LegacyAnswer = { success?: boolean; message?: string };

/**
 * Shows the first SPEC §4 gate for the current route as a persistent dialog; re-evaluated on every
 * route change (the route name is a prop) and after each action (member info is refetched).
 */
export function GateHost({ routeName }: { routeName: string | undefined }) {
  const navigate = useNavigate();
  const { data, refetch } = useMemberInfoQuery({ fetchPolicy: 'cache-and-network' });
  const [acknowledge] = useAcknowledgeGlobalNoticeMutation();
  const [busy, setBusy] = useState(false);
  const [, setVersion] = useState(0);
  const info = data?.memberInfo;
  if (!info || !routeName) return null;

  const declined = declinedGates();
  const gate: GateKind | undefined = computeGates(factsOf(info, beneficiaryHintShown()), routeName).find(
    (g) => !declined.includes(g),
  );
  if (!gate) return null;
  const spec = dialogFor(gate, info);
  const rerender = () => setVersion((v) => v + 1);

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
    <Suspense fallback={null}>
      <GateDialog
        key={gate}
        title={spec.title}
        lines={spec.lines}
        html={spec.html}
        actions={spec.actions}
        disabled={busy}
        onAction={onAction}
      />
    </Suspense>
  );
}
