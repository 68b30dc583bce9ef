import * as yup from 'yup';
import { email, memberAccount, password, requiredString, userName } from '../../lib/validators';

export const accountSchema = (creating: boolean) =>
  yup.object({
    loginName: memberAccount(),
    name: userName(),
    email: yup
      .string()
      .trim()
      .test('email', '電子信箱格式錯誤', (v) => !v || email().isValidSync(v)),
    groupId: yup.number().typeError('請選擇權限群組').min(1, '請選擇權限群組').required('請選擇權限群組'),
    enabled: yup.boolean().required(),
    password: creating
      ? password()
      : yup
          .string()
          .test('pw', '密碼須至少 12 個字元，含英文大小寫、數字及特殊符號', (v) => !v || password().isValidSync(v)),
  });

export const groupSchema = yup.object({
  name: requiredString().max(40),
  permissionKeys: yup.array(yup.string().required()).min(1, '請至少勾選一項權限'),
});
