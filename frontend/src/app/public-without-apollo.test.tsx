import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { FeeView } from '../features/site/views/FeeView';
import { HomeIndexView } from '../features/home/views/HomeIndexView';
import { HomeLayout } from '../layouts/HomeLayout';
import { answerPublicReference, REFERENCE_DATA } from '../test/public-reference';
import { DeferredApolloProvider } from './deferred-apollo';
import { appSystem } from './theme';

// Loading the runtime is what a first visit must not do: any call fails the test below.
const mockCreateClient = jest.fn();
jest.mock('./apollo-runtime', () => ({ createApolloClient: () => mockCreateClient() }));

/** A page in the home layout, inside the app's deferred Apollo provider, as the router renders it. */
function renderPublic(path: string) {
  return render(
    <ChakraProvider value={appSystem()}>
      <DeferredApolloProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<HomeLayout />}>
              <Route path="/" element={<HomeIndexView />} />
              <Route path="/fee" element={<FeeView />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </DeferredApolloProvider>
    </ChakraProvider>,
  );
}

describe('a first visit to the public pages', () => {
  it('/ shows its figures and the footer contact from one plain request, without loading Apollo', async () => {
    const fetchMock = answerPublicReference();
    renderPublic('/');
    const cs = REFERENCE_DATA.reference.customerService;
    expect(await within(await screen.findByRole('contentinfo')).findByText(cs.phone, { exact: false })).toBeVisible();
    expect(screen.getByText('消費者到全台超商繳費，每筆 $25。')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(mockCreateClient).not.toHaveBeenCalled();
  });

  it('/fee shows every fee table, without loading Apollo', async () => {
    const fetchMock = answerPublicReference();
    renderPublic('/fee');
    expect(await screen.findByRole('table', { name: '金流手續費' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(mockCreateClient).not.toHaveBeenCalled();
  });
});
