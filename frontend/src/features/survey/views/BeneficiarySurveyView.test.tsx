import { act, fireEvent, screen } from '@testing-library/react';
import { MemberInfoDocument } from '../../../graphql/documents/gates';
import { DeclareBeneficiaryDocument } from '../../../graphql/documents/survey';
import { renderWithProviders } from '../../../test/render';
import { BeneficiarySurveyView } from './BeneficiarySurveyView';

import { showToast } from '../../../lib/toast';
import { memberInfoFixture } from '../../../test/member-info';

const INFO = memberInfoFixture({ beneficiarySet: false });
const info = (beneficiarySet: boolean, registerComplete = true) => ({
  request: { query: MemberInfoDocument },
  result: { data: { memberInfo: { ...INFO, beneficiarySet, registerComplete } } },
});
const OWNER = { name: '林大同', idNo: 'A123456789', nationality: '中華民國', sharePercent: 60 };
const declare = (errors: { field: string | null; message: string }[]) => ({
  request: { query: DeclareBeneficiaryDocument, variables: { owners: [OWNER] } },
  result: {
    data: {
      declareBeneficiary: {
        __typename: 'DeclareBeneficiaryPayload',
        errors: errors.map((e) => ({ __typename: 'FieldError', code: 'INVALID', ...e })),
      },
    },
  },
});
const ROUTES = [{ path: '/auth/index', element: <p>dashboard home</p> }];

function fillOwner() {
  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: OWNER.name } });
  fireEvent.change(screen.getByLabelText('身分證字號或護照號碼'), { target: { value: ' a123456789' } });
  fireEvent.change(screen.getByLabelText('持股比例（%）'), { target: { value: '60' } });
  fireEvent.click(screen.getByRole('button', { name: '送出聲明' }));
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.localStorage.clear();
  jest.mocked(showToast).mockClear();
});
afterEach(() => jest.useRealTimers());

describe('BeneficiarySurveyView', () => {
  it('maps server errors onto the owner fields and toasts the first', async () => {
    renderWithProviders(<BeneficiarySurveyView />, {
      mocks: [info(false), declare([{ field: 'owners.0.sharePercent', message: '持股比例需大於 25%' }])],
      path: '/auth/survey/beneficiary',
    });
    expect(await screen.findByRole('heading', { name: '實質受益人聲明' })).toBeInTheDocument();
    fillOwner();
    expect(await screen.findByText('持股比例需大於 25%')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('持股比例需大於 25%');
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('adds owners up to ten', async () => {
    renderWithProviders(<BeneficiarySurveyView />, { mocks: [info(false)], path: '/auth/survey/beneficiary' });
    const add = await screen.findByRole('button', { name: '新增一位' });
    // Each added owner makes Formik validate asynchronously: let those updates settle inside act.
    for (let i = 0; i < 9; i += 1) {
      await act(async () => {
        fireEvent.click(add);
      });
    }
    expect(screen.getAllByLabelText('姓名')).toHaveLength(10);
    expect(add).toBeDisabled();
  });

  it('after a successful declaration shows the SPEC message, remembers the hint, and goes home', async () => {
    const mocks = [info(false), declare([]), info(true)];
    renderWithProviders(<BeneficiarySurveyView />, { mocks, path: '/auth/survey/beneficiary', routes: ROUTES });
    await screen.findByRole('heading', { name: '實質受益人聲明' });
    fillOwner();
    expect(await screen.findByTestId('survey-done')).toHaveTextContent('您已完成會員詳細資料，即將導向會員首頁');
    expect(showToast).toHaveBeenCalledWith('您已完成會員詳細資料，即將導向會員首頁', 'success');
    expect(window.localStorage.getItem('beficshown')).not.toBeNull();
    expect(await screen.findByText('dashboard home', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('says "already complete" only when the member data is complete, not merely when the declaration is made', async () => {
    renderWithProviders(<BeneficiarySurveyView />, { mocks: [info(true, false)], path: '/auth/survey/beneficiary' });
    expect(await screen.findByTestId('survey-declared')).toHaveTextContent('尚有會員詳細資料待補齊');
    expect(screen.queryByTestId('survey-done')).not.toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '前往補齊會員資料' })).toHaveAttribute('href', '/auth/member/edit');
  });

  it('offers the declaration to a member whose other data is complete but who has not declared', async () => {
    renderWithProviders(<BeneficiarySurveyView />, { mocks: [info(false, true)], path: '/auth/survey/beneficiary' });
    expect(await screen.findByRole('button', { name: '送出聲明' })).toBeInTheDocument();
    expect(screen.queryByTestId('survey-done')).not.toBeInTheDocument();
  });

  it('shows the error state', async () => {
    renderWithProviders(<BeneficiarySurveyView />, {
      mocks: [{ request: { query: MemberInfoDocument }, error: new Error('down') }],
    });
    expect(await screen.findByText('資料載入失敗，請稍後再試')).toBeInTheDocument();
  });
});
