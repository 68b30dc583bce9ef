import { render, screen, waitFor } from '@testing-library/react';
import { AppInfoPlain } from '../graphql/plain/auth';
import { OnboardingChecklistPlain } from '../graphql/plain/dashboard';
import { answerPlainQueries, batchesSent, restoreFetch } from '../test/plain-queries';
import { HTTP_MESSAGES, resetErrorHandling } from './http-errors';
import { showToast } from './toast';
import { usePlainQuery } from './use-plain-query';

function AppInfo() {
  const { data, loading, error } = usePlainQuery(AppInfoPlain, { scope: '7' });
  if (loading && !data) return <p>loading</p>;
  return <p>{error ? 'failed' : `idle ${data?.appInfo.idleLimitMs}`}</p>;
}

function Checklist() {
  const { data, error } = usePlainQuery(OnboardingChecklistPlain, { scope: '7' });
  return <p>{error ? 'checklist failed' : data ? 'checklist' : 'checklist loading'}</p>;
}

const appInfo = { appInfo: { env: 'production', basePath: '', captchaLength: 4, idleLimitMs: 600000 } };

afterEach(() => {
  restoreFetch();
  resetErrorHandling();
});

describe('usePlainQuery', () => {
  it('sends the queries of one render in one batch', async () => {
    const fetchMock = answerPlainQueries({ AppInfo: appInfo, OnboardingChecklist: { onboardingChecklist: null } });
    render(
      <>
        <AppInfo />
        <Checklist />
      </>,
    );
    expect(await screen.findByText('idle 600000')).toBeInTheDocument();
    expect(await screen.findByText('checklist')).toBeInTheDocument();
    expect(batchesSent(fetchMock)).toEqual([['AppInfo', 'OnboardingChecklist']]);
  });

  it('treats UNAUTHENTICATED as a session that ended (SPEC §8), as Apollo does', async () => {
    answerPlainQueries({ AppInfo: { errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] } });
    render(<AppInfo />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith(HTTP_MESSAGES.sessionExpired);
  });

  it('shows the permission message on FORBIDDEN and nothing extra on other errors', async () => {
    answerPlainQueries({ AppInfo: { errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] } });
    const { unmount } = render(<AppInfo />);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(HTTP_MESSAGES.forbidden));
    unmount();
    jest.mocked(showToast).mockClear();

    answerPlainQueries({ AppInfo: { errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }] } });
    render(<AppInfo />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalled();
  });
});
