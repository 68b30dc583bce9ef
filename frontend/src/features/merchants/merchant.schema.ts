import * as yup from 'yup';
/** SPEC §5: URL begins with https:// (http is accepted by the pattern). */
const URL_PATTERN = /^https?:\/\/\S+$/;

export interface MerchantValues {
  name: string;
  merType: string;
  sellType: string;
  goodsPayType: string;
  escrowType: string;
  website: string;
  businessTypeId: string;
}

export const EMPTY_MERCHANT: MerchantValues = { name: '', merType: '1', sellType: '2', goodsPayType: '1', escrowType: '0', website: '', businessTypeId: '' };

export const merchantSchema = yup.object({
  name: yup.string().trim().required('請輸入商店名稱').max(60, '商店名稱不可超過 60 字'),
  merType: yup.string().required('請選擇商店類型'),
  sellType: yup.string().required('請選擇銷售類型'),
  goodsPayType: yup.string().required('請選擇商品付款類型'),
  escrowType: yup.string().required('請選擇履約保證方式'),
  website: yup.string().test('url', '網址格式錯誤，請以 https:// 開頭', (v) => !v || URL_PATTERN.test(v)),
  businessTypeId: yup.string().required('請選擇營業類別'),
});
