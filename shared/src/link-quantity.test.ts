import { maxQuantity, perOrderLimitError, quantityError, sellsUnits, totalError } from './link-quantity';

describe('payment-link quantity rules', () => {
  it('sells units only with a fixed amount and a quantity limit', () => {
    expect(sellsUnits({ amount: 500, quantityLimit: 10 })).toBe(true);
    expect(sellsUnits({ amount: null, quantityLimit: 10 })).toBe(false);
    expect(sellsUnits({ amount: 500, quantityLimit: null })).toBe(false);
  });

  it('caps one order by the units left and the per-order limit', () => {
    expect(maxQuantity({ amount: 500, quantityLimit: 10, perOrderLimit: 3 }, 8)).toBe(3);
    expect(maxQuantity({ amount: 500, quantityLimit: 10, perOrderLimit: 3 }, 2)).toBe(2);
    expect(maxQuantity({ amount: 500, quantityLimit: 10 }, 0)).toBe(0);
    expect(maxQuantity({ amount: null, quantityLimit: null }, 1)).toBe(1);
  });

  it('checks the per-order limit against the link', () => {
    const link = { amount: 500, quantityLimit: 10 };
    expect(perOrderLimitError({ ...link, perOrderLimit: null })).toBeNull();
    expect(perOrderLimitError({ ...link, perOrderLimit: 10 })).toBeNull();
    expect(perOrderLimitError({ ...link, perOrderLimit: 0 })).toBe('每筆購買上限需為 1 以上的整數');
    expect(perOrderLimitError({ ...link, perOrderLimit: 1.5 })).toBe('每筆購買上限需為 1 以上的整數');
    expect(perOrderLimitError({ ...link, perOrderLimit: 11 })).toBe('每筆購買上限不可大於數量上限');
    expect(perOrderLimitError({ amount: null, quantityLimit: 10, perOrderLimit: 2 })).toBe(
      '每筆購買上限需搭配固定金額與數量上限',
    );
  });

  it("checks the buyer's quantity and total", () => {
    const rule = { sellsUnits: true, perOrderLimit: 4, unitsLeft: 3 };
    expect(quantityError(rule, 3)).toBeNull();
    expect(quantityError(rule, 0)).toBe('購買數量需為 1 以上的整數');
    expect(quantityError(rule, NaN)).toBe('購買數量需為 1 以上的整數');
    expect(quantityError(rule, 5)).toBe('每筆最多購買 4 件');
    expect(quantityError(rule, 4)).toBe('剩餘數量不足，目前僅剩 3 件');
    expect(quantityError({ sellsUnits: false, perOrderLimit: null, unitsLeft: Infinity }, 2)).toBe(
      '此收款頁每筆僅能購買 1 件',
    );
    expect(totalError(10_001, 3, true)).toBe('ATM 轉帳單筆上限為 30,000 元，請減少數量或改用其他付款方式');
    expect(totalError(10_001, 3, false)).toBeNull();
    expect(totalError(10_000, 3, true)).toBeNull();
    expect(totalError(500_000, 3, false)).toBe('總金額不可超過 1,000,000 元，請減少數量');
  });
});
