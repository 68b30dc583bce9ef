import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ShipmentForm } from '../components/ShipmentForm';
import { SHIPMENT_FORM_TEXT as T } from '../text';
import { draftValues } from './useOrderDraft';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const DRAFT = {
  __typename: 'ShipmentDraftView' as const,
  orderNo: 'SO26112700000001',
  orderStatus: 'PAID' as const,
  merchantId: 7,
  service: 'C2C_NORMAL',
  receiverName: '林美玲',
  receiverMobile: '0955666777',
  storeCode: '131386',
  storeName: '7-ELEVEN 市府門市',
  address: null,
  goodsName: '手工皂 ×2',
  declaredValue: 600,
  codAmount: 0,
  shipmentId: null,
  logisticsNo: null,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  weightKg: null,
};

describe('出貨 from an order', () => {
  it('fills the parcel form from the order; the seller adds the package and sends it with the order number', async () => {
    const onSubmit = jest.fn().mockResolvedValue([]);
    renderWithProviders(
      <ShipmentForm
        kind="normal"
        data={{
          shops: [{ id: 7, name: '好物商行' }],
          approved: { 7: ['C2C'] },
          isBusiness: false,
          initial: draftValues(DRAFT),
        }}
        quote={{ quote: null, packageProblem: null, message: null, loading: false }}
        onParcelChange={jest.fn()}
        stores={{ list: null, loading: false }}
        onStoreSearch={jest.fn()}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByText(T.prefilled(DRAFT.orderNo))).toBeInTheDocument();
    expect(screen.getByText(T.prefilledHint)).toBeInTheDocument();
    expect(screen.getByLabelText(/^收件人姓名/)).toHaveValue('林美玲');
    expect(screen.getByLabelText(/^商品名稱/)).toHaveValue('手工皂 ×2');
    expect(screen.getByLabelText(/^商品價值/)).toHaveValue('600');
    expect(screen.getByText(T.storeChosen('7-ELEVEN 市府門市', '131386'))).toBeInTheDocument();
    for (const [label, value] of [
      [/^長/, '20'],
      [/^寬/, '15'],
      [/^高/, '10'],
      [/^重量/, '1'],
    ] as const)
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          orderNo: DRAFT.orderNo,
          merchantId: '7',
          service: 'C2C_NORMAL',
          storeCode: '131386',
          receiverMobile: '0955666777',
          codAmount: '',
        }),
      ),
    );
  });

  it('maps a home order to its address and a COD order to the amount to collect', () => {
    expect(
      draftValues({
        ...DRAFT,
        service: 'HOME_NORMAL',
        storeCode: null,
        storeName: null,
        address: '台北市',
        codAmount: 900,
      }),
    ).toMatchObject({
      service: 'HOME_NORMAL',
      storeCode: '',
      storeName: '',
      address: '台北市',
      region: 'LOCAL',
      codAmount: '900',
    });
  });

  it('takes the box of the seller’s last parcel of the service, so the usual package needs no typing', () => {
    const values = draftValues({ ...DRAFT, lengthCm: 30, widthCm: 20, heightCm: 12.5, weightKg: 1.25 });
    expect(values).toMatchObject({ lengthCm: '30', widthCm: '20', heightCm: '12.5', weightKg: '1.25' });
    expect(draftValues(DRAFT)).not.toHaveProperty('lengthCm');
  });
});
