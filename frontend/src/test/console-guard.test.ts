import { expectConsoleError, expectConsoleWarn } from './console-guard';

describe('console guard', () => {
  it('lets a test opt in to the errors and warnings it provokes, React-style format strings included', () => {
    expectConsoleError(/Each child in a list should have a unique "key" prop/);
    expectConsoleWarn(/No more mocked responses for the query: query Viewer/);
    console.error('Each child in a list should have a unique "%s" prop.', 'key');
    console.warn('No more mocked responses for the query: query Viewer {');
  });
});
