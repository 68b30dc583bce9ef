/**
 * Storefront limits and messages (SPEC §5 stock rules; the rest are ours, recorded in docs/areas/shop.md): one home for
 * the seller forms, the buyer's cart and the gateway's checks. Import-free.
 */
export const SHOP_LIMITS = {
  storeNameMax: 40,
  descriptionMax: 2000,
  productNameMax: 60,
  /** TWD per unit; the same ceiling a payment link takes. */
  priceMax: 1_000_000,
  stockMax: 99_999,
  perOrderMax: 999,
  /** Distinct products in one cart. */
  cartLinesMax: 30,
  imagesPerProduct: 5,
  imageBytesMax: 5 * 1024 * 1024,
  /** Width × height a picture may declare: decoded, each pixel takes 4 bytes (40 MP ≈ 160 MB). */
  imagePixelsMax: 40_000_000,
  /** TWD a store charges the buyer for one delivery method (0: free shipping). */
  shippingFeeMax: 10_000,
} as const;

/** Public store address: lower-case letters, digits and single hyphens, 3 to 40 characters. */
export const STORE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;

export const SHOP_MESSAGES = {
  storeName: `賣場名稱為必填，最多 ${SHOP_LIMITS.storeNameMax} 個字`,
  slug: '賣場網址須為 3 至 40 個小寫英文字母、數字或 -（不可連續或置於首尾）',
  slugTaken: '此賣場網址已被使用',
  description: `說明最多 ${SHOP_LIMITS.descriptionMax} 個字`,
  merchant: '請選擇啟用中的商店',
  payTypes: '請選擇商店已開通的付款方式',
  deliveryMethods: '請至少選擇一種配送方式',
  deliveryB2c: '大宗寄倉（B2C）僅限企業會員使用',
  deliveryNotApproved: '此商店尚未開通這種配送方式的物流服務',
  deliveryNotApplied: '此商店尚未申請這項物流服務，請先至物流申請設定申請',
  deliveryPending: '這項物流服務審核中，開通後即可提供',
  shippingFee: `運費需為 0 至 ${SHOP_LIMITS.shippingFeeMax.toLocaleString('en-US')} 的整數`,
  pickupStoreUnknown: '請自門市清單選擇取貨門市',
  productName: `商品名稱為必填，最多 ${SHOP_LIMITS.productNameMax} 個字`,
  price: `售價需為 1 至 ${SHOP_LIMITS.priceMax.toLocaleString('en-US')} 的整數`,
  stock: `庫存需為 0 至 ${SHOP_LIMITS.stockMax.toLocaleString('en-US')} 的整數`,
  /** SPEC §5: cannot be less than the listed quantity (here: units held by unpaid orders). */
  stockBelowReserved: (reserved: number) => `庫存不可少於待付款訂單保留的 ${reserved} 件`,
  perOrderLimit: `每筆訂單購買上限需為 1 至 ${SHOP_LIMITS.perOrderMax} 的整數`,
  /** SPEC §5: insufficient stock. */
  insufficientStock: (name: string, left: number) =>
    left > 0 ? `「${name}」庫存不足，剩餘 ${left} 件` : `「${name}」已售完`,
  overPerOrder: (name: string, limit: number) => `「${name}」每筆訂單最多購買 ${limit} 件`,
  quantity: '數量需為 1 以上的整數',
  cartEmpty: '購物車是空的',
  /** The order total the buyer saw is no longer the total of the prices now. */
  priceChanged: (total: string) => `商品價格已更新，訂單金額變為 ${total}，請確認後再送出`,
  cartTooLong: `一筆訂單最多 ${SHOP_LIMITS.cartLinesMax} 項商品`,
  productUnavailable: (name: string) => `「${name}」已下架，請自購物車移除`,
  storeClosed: '此賣場目前暫停營業',
  storeNotFound: '查無此賣場',
  deliveryMethod: '請選擇此賣場提供的配送方式',
  address: '請填寫收件地址',
  pickupStore: '請選擇取貨門市',
  payType: '請選擇此賣場提供的付款方式',
  orderNotFound: '查無此訂單',
  notCancellable: '只有待付款的訂單可以取消',
  notShippable: '只有已付款的訂單可以出貨',
  notCompletable: '只有已付款或已出貨的訂單可以完成',
  notRefundable: '此訂單目前無法退款',
  image: '圖片須為 JPG 或 PNG，且不超過 5 MB',
  imagePixels: `圖片尺寸過大，長 × 寬最多 ${(SHOP_LIMITS.imagePixelsMax / 10_000).toLocaleString('en-US')} 萬像素`,
  imageBusy: '圖片處理中的檔案較多，請稍後再試',
  tooManyImages: `每項商品最多 ${SHOP_LIMITS.imagesPerProduct} 張圖片`,
} as const;
