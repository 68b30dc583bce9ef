import { GROUP_NAME_MAX_LENGTH, VALIDATION_MESSAGES } from '@paydesk/shared/validation-rules';
import * as yup from 'yup';
import { email, memberAccount, optional, password, requiredString, userName, textMax } from '../../lib/validators';
import { ASSISTANT_RULE_TEXT as R } from './text';

export const accountSchema = (creating: boolean) =>
  yup.object({
    loginName: memberAccount(),
    name: userName(),
    email: yup.string().trim().concat(optional(email)),
    groupId: yup.number().typeError(R.groupRequired).min(1, R.groupRequired).required(R.groupRequired),
    enabled: yup.boolean().required(),
    password: creating
      ? password()
      : // Editing may leave the password empty; a new one meets the same SPEC §5 rules with the same words.
        optional(password),
  });

export const groupSchema = yup.object({
  name: requiredString().test(textMax(GROUP_NAME_MAX_LENGTH, VALIDATION_MESSAGES.groupName)),
  permissionKeys: yup.array(yup.string().required()).min(1, R.permissionRequired),
});
