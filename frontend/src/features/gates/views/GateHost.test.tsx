import { fireEvent, screen } from '@testing-library/react';
import { MemberInfoDocument } from '../../../graphql/documents/gates';
import { renderWithProviders } from '../../../test/render';
import { GateHost } from './GateHost';
import { memberInfoFixture } from '../../../test/member-info';

/** A new business member that meets two gates at once: the beneficiary hint and no shop. */
const info = memberInfoFixture({
  memId: 9,
  memName: '新創有限公司',
  loginName: 'fresh01',
  merchantCount: 0,
  beneficiarySet: false,
});
const mock = { request: { query: MemberInfoDocument }, result: { data: { memberInfo: info } } };

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('GateHost (SPEC §4 gates, one at a time)', () => {
  it('never stacks dialogs: the next gate shows only after the first is answered', async () => {
    renderWithProviders(<GateHost routeName="dashboard.index" />, { mocks: [mock, mock] });
    expect(await screen.findByText('實質受益人聲明')).toBeInTheDocument();
    expect(screen.getAllByTestId('gate-dialog')).toHaveLength(1);
    expect(screen.queryByText('尚未建立商店')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '關閉' }));
    expect(await screen.findByText('尚未建立商店')).toBeInTheDocument();
    expect(screen.getAllByTestId('gate-dialog')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: '暫不建立' }));
    expect(screen.queryByTestId('gate-dialog')).not.toBeInTheDocument();
  });
});
