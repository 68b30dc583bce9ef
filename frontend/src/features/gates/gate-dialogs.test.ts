import type { MemberInfoFieldsFragment } from '../../graphql/generated';
import { dialogFor } from './gate-dialogs';

const info = { memType: 'PERSONAL', providerNotice: {}, globalNotices: [] } as unknown as MemberInfoFieldsFragment;

describe('gate dialogs', () => {
  it('sends a member asked to update its data (status 99) to the completion form, where that data is fixed', () => {
    const spec = dialogFor('DATA_UPDATE', info);
    expect(spec.actions).toEqual([{ key: 'complete', label: '前往修改', primary: true }]);
  });

  it('sends an incomplete member to the same completion form', () => {
    expect(dialogFor('INCOMPLETE_DATA', info).actions.find((a) => a.primary)?.key).toBe('complete');
  });
});
