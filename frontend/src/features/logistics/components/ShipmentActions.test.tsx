import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ShipmentStatus } from '../../../graphql/generated';
import { renderWithProviders } from '../../../test/render';
import { SHIPMENT_TEXT as T } from '../text';
import { ShipmentActions, carrierMoves } from './ShipmentActions';

function setup(status: ShipmentStatus, service = 'C2C_NORMAL', sandbox = true) {
  const onMove = jest.fn();
  const onPrint = jest.fn();
  renderWithProviders(
    <ShipmentActions
      status={status}
      service={service}
      sandbox={sandbox}
      busy={null}
      onMove={onMove}
      onPrint={onPrint}
    />,
  );
  return { onMove, onPrint };
}

const buttons = () =>
  within(screen.getByTestId('shipment-actions'))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('ShipmentActions', () => {
  it('lets a created parcel be cancelled after a confirm, printed, and (sandbox) dropped off', async () => {
    const { onMove, onPrint } = setup('CREATED');
    expect(buttons()).toEqual([T.print, T.cancel, '已交寄']);
    fireEvent.click(screen.getByRole('button', { name: T.print }));
    expect(onPrint).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: T.cancel }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(T.cancelAsk);
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: T.cancel }));
    // waitFor lets the dialog finish closing inside the test.
    await waitFor(() => expect(onMove).toHaveBeenCalledWith('CANCELLED'));
  });

  it('offers the store carrier moves the status list allows', () => {
    expect(carrierMoves('SHIPPED', 'B2C_FROZEN')).toEqual(['ARRIVED', 'LOST']);
    expect(carrierMoves('ARRIVED', 'C2C_NORMAL')).toEqual(['PICKED_UP', 'RETURNED', 'LOST']);
    const { onMove } = setup('ARRIVED');
    expect(buttons()).toEqual([T.print, '已取件', '未取件退回', '遺失']);
    fireEvent.click(screen.getByRole('button', { name: '已取件' }));
    expect(onMove).toHaveBeenCalledWith('PICKED_UP');
  });

  it('sends a home parcel to the door, never to a store', () => {
    expect(carrierMoves('SHIPPED', 'HOME_NORMAL')).toEqual(['DELIVERED', 'LOST']);
    setup('SHIPPED', 'HOME_FROZEN');
    expect(buttons()).toEqual([T.print, '已送達', '遺失']);
  });

  it('shows no carrier moves in production and nothing more once a parcel is done', () => {
    setup('SHIPPED', 'C2C_NORMAL', false);
    expect(buttons()).toEqual([T.print]);
  });

  it('has nothing to move for a picked-up, lost or cancelled parcel', () => {
    for (const status of ['PICKED_UP', 'DELIVERED', 'RETURNED', 'LOST', 'CANCELLED'] as const)
      expect(carrierMoves(status, 'C2C_NORMAL')).toEqual([]);
  });
});
