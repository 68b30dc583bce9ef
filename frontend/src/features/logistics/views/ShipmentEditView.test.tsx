import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { LOGISTICS_MESSAGES } from '@paydesk/shared/shipment-statuses';
import {
  LogisticsApplicationsDocument,
  ShipmentDocument,
  UpdateShipmentDocument,
} from '../../../graphql/documents/logistics';
import { showToast } from '../../../lib/toast';
import { seriousViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/render';
import { SHIPMENT_EDIT_TEXT as E, SHIPMENT_FORM_TEXT as T } from '../text';
import { ShipmentDetailView } from './ShipmentDetailView';
import { ShipmentEditHomeView, ShipmentEditNormalView } from './ShipmentEditView';

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.mocked(showToast).mockClear();
});

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

const shipmentMock = (shipment: object | null) => ({
  request: { query: ShipmentDocument, variables: { id: 5 } },
  result: { data: { shipment } },
});
const updateMock = (input: object, payload: { shipment: object | null; errors: object[] }, goodsType = 'SPC2C') => ({
  request: { query: UpdateShipmentDocument, variables: { id: 5, goodsType, input } },
  result: { data: { updateShipment: { __typename: 'ShipmentPayload', ...payload } } },
});
const INPUT = {
  receiverName: '王小明',
  receiverMobile: '0912345678',
  storeCode: '131386',
  address: null,
  goodsName: '手工皂禮盒',
};

const renderNormal = (mocks: MockLink.MockedResponse[], url = '/auth/shipping/edit-normal/SPC2C/5') =>
  renderWithProviders(<ShipmentEditNormalView />, {
    path: '/auth/shipping/edit-normal/:goodsType/:id',
    url,
    mocks,
    routes: [{ path: '/auth/shipping/detail', element: <p>parcel detail page</p> }],
  });
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the parcel edit pages', () => {
  it('show the form pre-filled from the parcel, without serious axe violations', async () => {
    const { container } = renderNormal([shipmentMock(parcel())]);
    expect(await screen.findByLabelText(/^收件人姓名/)).toHaveValue('林美玲');
    expect(screen.getByLabelText(/^收件人手機/)).toHaveValue('0987654321');
    expect(screen.getByLabelText(/^商品名稱/)).toHaveValue('手工皂');
    expect(screen.getByTestId('store-chosen')).toHaveTextContent(T.storeChosen('7-ELEVEN 市府門市', '131386'));
    expect(screen.getByText(E.logisticsNo('CC123456789012'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: E.save })).toBeEnabled();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('pre-fill a home parcel with its address', async () => {
    renderWithProviders(<ShipmentEditHomeView />, {
      path: '/auth/shipping/edit-home/:goodsType/:id',
      url: '/auth/shipping/edit-home/HOME/5',
      mocks: [
        shipmentMock(
          parcel({
            service: 'HOME_NORMAL',
            shippingType: 'HOME',
            storeCode: null,
            storeName: null,
            address: '台北市信義區市府路1號',
          }),
        ),
      ],
    });
    expect(await screen.findByLabelText(/^收件地址/)).toHaveValue('台北市信義區市府路1號');
    expect(screen.queryByTestId('store-picker')).toBeNull();
  });

  it('validate with the shared rules before sending anything', async () => {
    renderNormal([shipmentMock(parcel())]);
    await screen.findByLabelText(/^收件人姓名/);
    fill(/^收件人手機/, '0812');
    fill(/^商品名稱/, '  ');
    fireEvent.click(screen.getByRole('button', { name: T.storeChange }));
    fireEvent.click(screen.getByRole('button', { name: E.save }));
    expect(await screen.findByText('手機號碼格式錯誤，請輸入 09 開頭的 10 位數字')).toBeInTheDocument();
    expect(screen.getByText(LOGISTICS_MESSAGES.goodsName)).toBeInTheDocument();
    expect(screen.getByText(LOGISTICS_MESSAGES.store)).toBeInTheDocument();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('請檢查欄位是否填寫完整', 'error'));
  });

  it('save through updateShipment and return to the parcel detail with a toast', async () => {
    renderNormal([
      shipmentMock(parcel()),
      updateMock(INPUT, { shipment: parcel({ receiverName: '王小明', goodsName: '手工皂禮盒' }), errors: [] }),
    ]);
    await screen.findByLabelText(/^收件人姓名/);
    fill(/^收件人姓名/, '王小明');
    fill(/^收件人手機/, '0912345678');
    fill(/^商品名稱/, '手工皂禮盒');
    fireEvent.click(screen.getByRole('button', { name: E.save }));
    expect(await screen.findByText('parcel detail page')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith(E.saved, 'success');
  });

  it('show the server field errors on their fields', async () => {
    renderNormal([
      shipmentMock(parcel()),
      updateMock(
        { ...INPUT, receiverName: '林美玲', receiverMobile: '0987654321', goodsName: '手工皂' },
        {
          shipment: null,
          errors: [{ __typename: 'FieldError', field: 'storeCode', code: 'NO_FROZEN', message: '門市已停止服務' }],
        },
      ),
    ]);
    await screen.findByLabelText(/^收件人姓名/);
    fireEvent.click(screen.getByRole('button', { name: E.save }));
    expect(await screen.findByText('門市已停止服務')).toBeInTheDocument();
    expect(screen.queryByText('parcel detail page')).toBeNull();
  });

  it('show the NOT_EDITABLE refusal and turn read-only once the parcel was dropped off meanwhile', async () => {
    renderNormal([
      shipmentMock(parcel()),
      updateMock(
        { ...INPUT, receiverName: '王小明', receiverMobile: '0987654321', goodsName: '手工皂' },
        {
          shipment: null,
          errors: [
            { __typename: 'FieldError', field: null, code: 'NOT_EDITABLE', message: LOGISTICS_MESSAGES.notEditable },
          ],
        },
      ),
      shipmentMock(parcel({ status: 'SHIPPED' })),
    ]);
    await screen.findByLabelText(/^收件人姓名/);
    fill(/^收件人姓名/, '王小明');
    fireEvent.click(screen.getByRole('button', { name: E.save }));
    expect(await screen.findByText(LOGISTICS_MESSAGES.notEditable)).toBeInTheDocument();
    expect(await screen.findByTestId('edit-locked')).toHaveTextContent(E.notEditable);
    expect(screen.queryByRole('button', { name: E.save })).toBeNull();
    expect(screen.queryByText('parcel detail page')).toBeNull();
  });

  it('show a parcel already dropped off read-only with why', async () => {
    const { container } = renderNormal([shipmentMock(parcel({ status: 'SHIPPED' }))]);
    expect(await screen.findByTestId('edit-locked')).toHaveTextContent(E.notEditable);
    expect(screen.getByLabelText(/^收件人姓名/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: E.save })).toBeNull();
    expect(screen.getByRole('link', { name: E.toDetail })).toHaveAttribute('href', '/auth/shipping/detail?id=5');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('show a parcel of another type read-only, as the gateway would refuse it', async () => {
    renderNormal([shipmentMock(parcel())], '/auth/shipping/edit-normal/SPC2CFRZ/5');
    expect(await screen.findByTestId('edit-locked')).toHaveTextContent(E.wrongType);
  });

  it('show a missing parcel as not found', async () => {
    renderNormal([shipmentMock(null)]);
    expect(await screen.findByText('查無此物流單')).toBeInTheDocument();
  });

  it('show a load error with a retry', async () => {
    renderNormal([{ request: { query: ShipmentDocument, variables: { id: 5 } }, error: new Error('down') }]);
    expect(await screen.findByRole('button', { name: /重新|重試/ })).toBeInTheDocument();
  });
});

describe('the parcel detail', () => {
  const renderDetail = (shipment: object) =>
    renderWithProviders(<ShipmentDetailView />, {
      path: '/auth/shipping/detail',
      url: '/auth/shipping/detail?id=5',
      mocks: [
        shipmentMock(shipment),
        { request: { query: LogisticsApplicationsDocument }, result: { data: { logisticsApplications: [] } } },
      ],
    });

  it('links a parcel waiting for drop-off to its edit page', async () => {
    renderDetail(parcel({ service: 'C2C_FROZEN', shippingType: 'SPC2CFRZ' }));
    expect(await screen.findByRole('link', { name: E.edit })).toHaveAttribute(
      'href',
      '/auth/shipping/edit-frz/SPC2CFRZ/5',
    );
  });

  it('offers no edit once the parcel is dropped off', async () => {
    renderDetail(parcel({ status: 'SHIPPED' }));
    expect(await screen.findByText('CC123456789012')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: E.edit })).toBeNull();
  });
});
