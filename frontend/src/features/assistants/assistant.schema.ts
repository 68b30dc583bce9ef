import { GROUP_NAME_MAX_LENGTH, VALIDATION_MESSAGES } from '@paydesk/shared/validation-rules';
import * as yup from 'yup';
import { email, memberAccount, optional, password, requiredString, userName, textMax } from '../../lib/validators';

export const accountSchema = (creating: boolean) =>
  yup.object({
    loginName: memberAccount(),
    name: userName(),
    email: yup.string().trim().concat(optional(email)),
    groupId: yup.number().typeError('請選擇權限群組').min(1, '請選擇權限群組').required('請選擇權限群組'),
    enabled: yup.boolean().required(),
    password: creating
      ? password()
      : // Editing may leave the password empty; a new one meets the same SPEC §5 rules with the same words.
        optional(password),
  });

export const groupSchema = yup.object({
  name: requiredString().test(textMax(GROUP_NAME_MAX_LENGTH, VALIDATION_MESSAGES.groupName)),
  permissionKeys: yup.array(yup.string().required()).min(1, '請至少勾選一項權限'),
});
