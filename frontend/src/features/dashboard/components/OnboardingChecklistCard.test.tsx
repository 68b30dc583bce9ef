import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerPlainQueries, restoreFetch } from '../../../test/plain-queries';
import { renderWithProviders } from '../../../test/render';
import { OnboardingPanel } from '../views/OnboardingPanel';
import { OnboardingChecklistCard, type Checklist } from './OnboardingChecklistCard';

const step = (key: Checklist['steps'][number]['key'], label: string, done: boolean) => ({
  __typename: 'OnboardingStep' as const,
  key,
  label,
  done,
});

const halfway: Checklist = {
  steps: [
    step('PROFILE', '會員資料', true),
    step('BANK_ACCOUNT', '提領帳戶', false),
    step('DOCUMENTS', '身分文件', true),
    step('FIRST_LINK', '第一個收款連結', false),
  ],
  next: 'BANK_ACCOUNT',
  complete: false,
  bankAccountState: 'NONE',
};

const answer = (checklist: Checklist | null) =>
  answerPlainQueries({
    OnboardingChecklist: { onboardingChecklist: checklist && { __typename: 'OnboardingChecklist', ...checklist } },
  });

const linkOf = (key: string) => screen.getByTestId(`onboarding-step-${key}`).querySelector('a');

describe('OnboardingChecklistCard', () => {
  it('shows each step done or not with its page, and highlights the next one', () => {
    renderWithProviders(<OnboardingChecklistCard data={halfway} business={false} />);
    expect(screen.getByText('已完成 2 / 4 項')).toBeInTheDocument();
    const next = screen.getByTestId('onboarding-step-BANK_ACCOUNT');
    expect(next).toHaveAttribute('aria-current', 'step');
    expect(next).toHaveTextContent('下一步');
    expect(screen.getByTestId('onboarding-step-FIRST_LINK')).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('onboarding-step-FIRST_LINK')).toHaveTextContent('未完成');
    expect(screen.getByTestId('onboarding-step-PROFILE')).toHaveTextContent('已完成');
    expect(linkOf('PROFILE')).toHaveAttribute('href', '/auth/member/edit');
    expect(linkOf('BANK_ACCOUNT')).toHaveAttribute('href', '/auth/bill/withdraw');
    expect(linkOf('DOCUMENTS')).toHaveAttribute('href', '/auth/member/inspect');
    expect(linkOf('FIRST_LINK')).toHaveAttribute('href', '/auth/uop/create');
  });

  it("sends a business member's unfinished profile and documents to the business completion form", () => {
    const fresh: Checklist = {
      steps: halfway.steps.map((s) => ({ ...s, done: false })),
      next: 'PROFILE',
      complete: false,
      bankAccountState: 'NONE',
    };
    renderWithProviders(<OnboardingChecklistCard data={fresh} business />);
    expect(linkOf('PROFILE')).toHaveAttribute('href', '/complete/business');
    expect(linkOf('DOCUMENTS')).toHaveAttribute('href', '/complete/business');
    expect(screen.getByTestId('onboarding-step-PROFILE')).toHaveAttribute('aria-current', 'step');
  });

  it('shows the withdrawal account waiting for verification, as 提領設定 does, and no state before one is set', () => {
    const waiting: Checklist = {
      ...halfway,
      steps: halfway.steps.map((s) => (s.key === 'BANK_ACCOUNT' ? { ...s, done: true } : s)),
      next: 'FIRST_LINK',
      bankAccountState: 'PENDING',
    };
    const { unmount } = renderWithProviders(<OnboardingChecklistCard data={waiting} business={false} />);
    expect(screen.getByTestId('onboarding-step-BANK_ACCOUNT')).toHaveTextContent('驗證中');
    expect(screen.getByTestId('onboarding-bank-state')).toHaveTextContent('驗證中');
    unmount();
    renderWithProviders(<OnboardingChecklistCard data={halfway} business={false} />);
    expect(screen.queryByTestId('onboarding-bank-state')).toBeNull();
  });

  it('hides itself when every step is done', () => {
    const done: Checklist = {
      steps: halfway.steps.map((s) => ({ ...s, done: true })),
      next: null,
      complete: true,
      bankAccountState: 'VERIFIED',
    };
    renderWithProviders(<OnboardingChecklistCard data={done} business={false} />);
    expect(screen.queryByTestId('onboarding-checklist')).not.toBeInTheDocument();
  });
});

describe('OnboardingPanel', () => {
  afterEach(restoreFetch);

  it('shows a placeholder while loading, then the gateway’s checklist', async () => {
    answer(halfway);
    renderWithProviders(<OnboardingPanel business={false} scope="7" />);
    expect(screen.getByTestId('onboarding-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('onboarding-checklist')).toBeInTheDocument();
    expect(screen.queryByTestId('onboarding-loading')).not.toBeInTheDocument();
  });

  it('shows the error state with a retry that asks again', async () => {
    const failing = answerPlainQueries({ OnboardingChecklist: { errors: [{ message: 'down' }] } });
    renderWithProviders(<OnboardingPanel business={false} scope="7" />);
    expect(await screen.findByText('準備事項載入失敗，請稍後再試')).toBeInTheDocument();
    expect(failing).toHaveBeenCalledTimes(1);
    answer(halfway);
    fireEvent.click(screen.getByRole('button', { name: '重新載入' }));
    expect(await screen.findByTestId('onboarding-checklist')).toBeInTheDocument();
  });

  it('shows the last answer at once on a later visit, then this visit’s', async () => {
    answer(halfway);
    const { unmount } = renderWithProviders(<OnboardingPanel business={false} scope="7" />);
    await screen.findByTestId('onboarding-checklist');
    unmount();
    const again = jest.fn(() => new Promise<Response>(() => undefined));
    globalThis.fetch = again as unknown as typeof fetch;
    renderWithProviders(<OnboardingPanel business={false} scope="7" />);
    expect(screen.getByTestId('onboarding-checklist')).toBeInTheDocument();
    await waitFor(() => expect(again).toHaveBeenCalledTimes(1));
    // Another viewer's visit never shows this one's answer.
    renderWithProviders(<OnboardingPanel business={false} scope="8" />);
    expect(screen.getByTestId('onboarding-loading')).toBeInTheDocument();
  });

  it('shows nothing when the gateway gives no checklist (an assistant)', async () => {
    answer(null);
    renderWithProviders(<OnboardingPanel business={false} scope="7" />);
    await waitFor(() => expect(screen.queryByTestId('onboarding-loading')).not.toBeInTheDocument());
    expect(screen.queryByTestId('onboarding-checklist')).not.toBeInTheDocument();
  });
});
