import { act, render, screen } from '@testing-library/react';
import { parse, print } from 'graphql';
import { PublicReferenceDocument } from '../graphql/documents/reference';
import { answerPublicReference, REFERENCE_DATA } from '../test/public-reference';
import { showToast } from './toast';
import { usePublicReference } from './public-reference';
import { PUBLIC_REFERENCE_OPERATION } from './public-reference-request';

function Fee() {
  const { reference, loading, error, retry } = usePublicReference();
  if (reference) return <p>超商 {reference.cvsFee}</p>;
  if (loading) return <p>載入中</p>;
  return (
    <button type="button" onClick={retry}>
      {error ? '重新載入' : ''}
    </button>
  );
}

beforeEach(() => {
  const meta = Object.assign(document.createElement('meta'), { name: 'csrf-token', content: 'page-token' });
  document.head.appendChild(meta);
});
afterEach(() => document.head.querySelector('meta[name="csrf-token"]')?.remove());

describe('the public reference without Apollo Client', () => {
  it('asks exactly the generated PublicReference query', () => {
    expect(PUBLIC_REFERENCE_OPERATION.operationName).toBe('PublicReference');
    expect(print(parse(PUBLIC_REFERENCE_OPERATION.query))).toBe(print(PublicReferenceDocument));
  });

  it('shows the loading state first, then the figures, with one POST for every part of the page', async () => {
    const fetchMock = answerPublicReference();
    render(
      <>
        <Fee />
        <Fee />
      </>,
    );
    expect(screen.getAllByText('載入中')).toHaveLength(2);
    expect(await screen.findAllByText(`超商 ${REFERENCE_DATA.reference.cvsFee}`)).toHaveLength(2);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('X-CSRF-TOKEN')).toBe('page-token');
    expect(JSON.parse(init.body as string)).toEqual([PUBLIC_REFERENCE_OPERATION]);

    // A part mounted later (the next page of the same visit) reads the same answer.
    render(<Fee />);
    expect(await screen.findAllByText(`超商 ${REFERENCE_DATA.reference.cvsFee}`)).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the SPEC §8 message and the error state on a failure, and asks again on retry', async () => {
    const failing = answerPublicReference('down');
    render(<Fee />);
    const retry = await screen.findByRole('button', { name: '重新載入' });
    expect(showToast).toHaveBeenCalledWith('系統錯誤 (Error503)');
    expect(failing).toHaveBeenCalledTimes(1);

    // The gateway is back: the retry's own request, not a kept failure.
    const answering = jest.fn(() =>
      Promise.resolve(new Response(JSON.stringify([{ data: REFERENCE_DATA }]), { status: 200 })),
    );
    failing.mockImplementation(answering);
    act(() => retry.click());
    expect(await screen.findByText(`超商 ${REFERENCE_DATA.reference.cvsFee}`)).toBeInTheDocument();
    expect(answering).toHaveBeenCalledTimes(1);
  });

  it('treats an answer without the reference as an error', async () => {
    answerPublicReference({ reference: null } as never);
    render(<Fee />);
    expect(await screen.findByRole('button', { name: '重新載入' })).toBeInTheDocument();
  });
});
