import type { MemberInfoFieldsFragment } from '../../graphql/generated';
import type { GateKind } from '@paydesk/shared/gate-rules';
import type { GateAction } from './components/GateDialog';
import { GATE_TEXT as T } from './text';

export interface GateDialogSpec {
  title: string;
  lines?: string[];
  html?: string;
  actions: GateAction[];
}

const act = (key: string, label: string, primary = false): GateAction => ({ key, label, primary });

/** What each gate's dialog says and offers (SPEC §4 dialogs). */
export function dialogFor(gate: GateKind, info: MemberInfoFieldsFragment): GateDialogSpec {
  switch (gate) {
    case 'PROVIDER_NOTICE_MEMBER':
      return {
        title: T.providerTitle,
        html: info.providerNotice.member?.content ?? '',
        actions: [act('acceptMember', T.providerAccept, true)],
      };
    case 'PROVIDER_NOTICE_PLATFORM':
      return {
        title: T.providerTitle,
        html: info.providerNotice.platform?.content ?? '',
        actions: [act('acceptPlatform', T.providerAccept, true)],
      };
    case 'TAX_NOTICE':
      return { title: T.taxTitle, html: info.taxNotice?.content ?? '', actions: [act('acceptTax', T.taxAccept, true)] };
    case 'DEFAULT_PASSWORD':
      return {
        title: T.passwordTitle,
        lines: [T.defaultPassword],
        actions: [act('changePassword', T.changeNow, true)],
      };
    case 'PASSWORD_STALE':
      return {
        title: T.passwordTitle,
        lines: [T.stalePassword],
        actions: [act('keepPassword', T.keepPassword), act('changePassword', T.changeNow, true)],
      };
    case 'INCOMPLETE_DATA':
      return {
        title: T.incompleteTitle,
        lines: [T.incompleteLead, info.memType === 'PERSONAL' ? T.incompletePersonal : T.incompleteBusiness],
        actions: [act('logout', T.nextTime), act('complete', T.goFill, true)],
      };
    case 'DATA_UPDATE':
      // Status 99 (資料待補件): the completion form is where the asked-for data and documents are fixed and resent.
      return { title: T.dataUpdateTitle, lines: [T.dataUpdate], actions: [act('complete', T.goEdit, true)] };
    case 'BENEFICIARY_HINT':
      return {
        title: T.beneficiaryTitle,
        lines: [T.beneficiary],
        actions: [act('closeBeneficiary', T.close), act('survey', T.fillIn, true)],
      };
    case 'EMAIL_UNVERIFIED':
      return { title: T.emailTitle, lines: [T.email], actions: [act('memberEdit', T.goVerify, true)] };
    case 'MOBILE_UNVERIFIED':
      return { title: T.mobileTitle, lines: [T.mobile], actions: [act('memberEdit', T.goSettings, true)] };
    case 'NO_SHOP':
      return {
        title: T.noShopTitle,
        lines: [T.noShop],
        actions: [act('declineShop', T.decline), act('createShop', T.createShop, true)],
      };
    case 'SHIPPING_HINT':
      return {
        title: T.shippingTitle,
        lines: [T.shipping],
        actions: [act('postponeShipping', T.postpone), act('shipping', T.goShipping, true)],
      };
    case 'GLOBAL_NOTICE': {
      const notice = info.globalNotices[0];
      return {
        title: notice?.context || T.globalTitle,
        html: notice?.content ?? '',
        actions: [act('ackGlobal', notice?.btnText || T.acknowledge, true)],
      };
    }
  }
}
