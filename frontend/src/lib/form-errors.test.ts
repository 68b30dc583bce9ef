import { failedSubmit, nestedServerErrors, splitServerErrors } from './form-errors';

type Values = { account: string; password: string };
const FIELDS = ['account', 'password'] as const;

describe('the server-error mapper', () => {
  it('puts errors on the fields a form shows and joins the rest into one form message', () => {
    const split = splitServerErrors(
      [
        { field: 'account', message: '帳號已被使用' },
        { field: 'account', message: '第二則不蓋過第一則' },
        { field: 'kind', message: '不支援的會員類型' },
        { field: null, message: '系統忙碌中' },
      ],
      FIELDS,
    );
    expect(split.fieldErrors).toEqual({ account: '帳號已被使用' });
    expect(split.formError).toBe('不支援的會員類型；系統忙碌中');
  });

  it('falls back to a form message only when the server said nothing the form can show', () => {
    expect(failedSubmit<Values>([], FIELDS, '送出失敗')).toEqual({ ok: false, fieldErrors: {}, formError: '送出失敗' });
    expect(failedSubmit<Values>([{ field: 'password', message: '密碼錯誤' }], FIELDS, '送出失敗')).toEqual({
      ok: false,
      fieldErrors: { password: '密碼錯誤' },
      formError: null,
    });
  });

  it('nests errors on list fields the way Formik keeps them, first message per field', () => {
    expect(
      nestedServerErrors([
        { field: 'owners.1.idNo', message: '格式錯誤' },
        { field: 'owners.1.idNo', message: '第二則' },
        { field: 'owners.0.name', message: '請輸入姓名' },
        { field: null, message: '無欄位' },
      ]),
    ).toEqual({ owners: [{ name: '請輸入姓名' }, { idNo: '格式錯誤' }] });
    expect(
      nestedServerErrors([
        { field: 'owners', message: '請填寫至少一位' },
        { field: 'owners.0.name', message: '請輸入姓名' },
      ]),
    ).toEqual({ owners: '請填寫至少一位' });
  });
});
