import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI runs the suites on a loaded two-core machine, where a mocked request, a refetch and Chakra's render can take
// over the default second: findBy* waits up to 4 s (a test still fails fast when something never appears).
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);
