import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import type * as ToastModule from '../lib/toast';
import { installConsoleGuard } from './console-guard';

// Toasts are asserted through the mocked showToast; the real one waits for a Toaster no unit test mounts.
jest.mock('../lib/toast', () => ({
  ...jest.requireActual<typeof ToastModule>('../lib/toast'),
  showToast: jest.fn(),
  toasterMounted: jest.fn(),
}));

installConsoleGuard();

// CI runs the suites on a loaded two-core machine, where a mocked request, a refetch and Chakra's render can take
// over the default second: findBy* waits up to 4 s (a test still fails fast when something never appears).
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);
