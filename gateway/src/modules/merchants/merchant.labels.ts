/** Business types offered at shop creation (get_setting_list data.BusinessType). */
export const BUSINESS_TYPES: Record<number, { Name: string; Detail: string }> = {
  1: { Name: '零售業', Detail: '服飾、日用品、3C 等實體或網路零售' },
  2: { Name: '餐飲業', Detail: '餐廳、飲料、烘焙、外送' },
  3: { Name: '服務業', Detail: '美容、顧問、維修、教育課程' },
  4: { Name: '數位內容', Detail: '軟體、線上課程、電子書、遊戲點數' },
  5: { Name: '票券與活動', Detail: '展演、講座、活動報名' },
  6: { Name: '其他', Detail: '不屬於以上類別的營業項目' },
};

/** Pay types a new shop may collect with until an operator changes its switch: card, ATM, store code. */
export const DEFAULT_PAYMENT_SWITCH = ['1', '2', '3'];
