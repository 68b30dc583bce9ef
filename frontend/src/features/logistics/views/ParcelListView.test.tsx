import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { VALIDATION_MESSAGES } from '@paydesk/shared/validation-rules';
import { ShipmentPageDocument } from '../../../graphql/documents/logistics';
import { renderWithProviders } from '../../../test/render';
import { PARCEL_LIST_TEXT, SHIPMENT_TEXT } from '../text';
import { ShipmentDetailView } from './ShipmentDetailView';

const parcel = (over: Record<string, unknown> = {}) => ({
  __typename: 'ShipmentView',
  id: 5,
  logisticsNo: 'CC123456789012',
  merchantId: 7,
  service: 'C2C_NORMAL',
  shippingType: 'SPC2C',
  orderNo: null,
  receiverName: '林美玲',
  receiverMobile: '0987654321',
  storeCode: '131386',
  storeName: '7-ELEVEN 市府門市',
  address: '',
  region: null,
  goodsName: '手工皂',
  declaredValue: 500,
  lengthCm: 20,
  widthCm: 15,
  heightCm: 10,
  weightKg: 1,
  codAmount: 0,
  shippingFee: 60,
  pickupFee: 0,
  codFee: 0,
  sizeBandCm: null,
  status: 'CREATED',
  dropOffBy: '2026-12-04',
  pickupUntil: null,
  nearDeadline: false,
  codTradeNo: null,
  events: [],
  createdAt: '2026-11-27T02:00:00.000Z',
  ...over,
});

const ALL = { status: null, service: null, logisticsNo: null };
const pageMock = (rows: object[], total = rows.length, filter: object = ALL) => ({
  request: { query: ShipmentPageDocument, variables: { filter, page: 1, pageSize: 20 } },
  result: { data: { shipmentPage: { __typename: 'ShipmentPage', rows, total, page: 1, pageSize: 20 } } },
});
const render = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(<ShipmentDetailView />, { path: '/auth/shipping/detail', mocks });

describe('物流明細 without an id: the parcel list', () => {
  it('lists parcels with their shipping type, a link to the detail and the edit page of one not yet dropped off', async () => {
    render([
      pageMock(
        [
          parcel(),
          parcel({
            id: 6,
            logisticsNo: 'HD123',
            service: 'HOME_NORMAL',
            shippingType: 'HOME',
            status: 'SHIPPED',
            storeCode: null,
            storeName: null,
            address: '台北市',
          }),
        ],
        41,
      ),
    ]);
    const rows = await screen.findAllByTestId('parcel-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('SPC2C');
    expect(within(rows[0]!).getByRole('link', { name: PARCEL_LIST_TEXT.edit })).toHaveAttribute(
      'href',
      '/auth/shipping/edit-normal/SPC2C/5',
    );
    expect(within(rows[1]!).queryByRole('link', { name: PARCEL_LIST_TEXT.edit })).toBeNull();
    expect(screen.getByTestId('parcel-total')).toHaveTextContent('共 41 筆・第 1 / 3 頁');
    expect(screen.getByRole('link', { name: PARCEL_LIST_TEXT.exportCsv })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/shipping/parcels.csv'),
    );
  });

  it('says so when there is no parcel', async () => {
    render([pageMock([])]);
    expect(await screen.findByText(SHIPMENT_TEXT.empty)).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    render([
      {
        request: { query: ShipmentPageDocument, variables: { filter: ALL, page: 1, pageSize: 20 } },
        error: new Error('boom'),
      },
    ]);
    expect(await screen.findByRole('button', { name: '重新載入' })).toBeInTheDocument();
  });

  it('refuses a logistics number that breaks the SPEC §5 rule before asking', async () => {
    render([pageMock([parcel()])]);
    await screen.findAllByTestId('parcel-row');
    fireEvent.change(screen.getByLabelText(PARCEL_LIST_TEXT.filterLogisticsNo), { target: { value: 'CC-123' } });
    fireEvent.submit(screen.getByLabelText(PARCEL_LIST_TEXT.filterLogisticsNo).closest('form')!);
    expect(await screen.findByText(VALIDATION_MESSAGES.logisticsNo)).toBeInTheDocument();
  });
});
