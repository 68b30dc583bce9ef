import { fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Opens a queue row's drawer (OpsQueue) by its open button and waits until the drawer has settled (it hides the
 * rest of the page from assistive technology a frame after it opens), so a confirm step opened next is not hidden
 * with the page.
 */
export async function openQueueRow(name: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name }));
  const drawer = await screen.findByRole('dialog');
  await waitFor(() => expect(document.querySelector('body > [aria-hidden="true"]')).not.toBeNull());
  return drawer;
}
