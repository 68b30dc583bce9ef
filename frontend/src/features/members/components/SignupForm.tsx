import { MASKS } from '../../../lib/input-mask';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { ServerForm } from '../../../components/ServerForm';
import { HStack, Link as ChakraLink, SimpleGrid, Text } from '@chakra-ui/react';
import { Checkbox } from '../../../components/chakra/checkbox';
import { Field } from '../../../components/chakra/field';
import { RadioGroup } from '../../../components/chakra/radio-group';
import type { FormikProps } from 'formik';
import { TextField, SubmitButton } from '../../../components/FormFields';
import { pathTo } from '../../../app/paths';
import { withBasePath } from '../../../lib/env';
import { reportInvalidForm, type SubmitOutcome } from '../../../lib/form-errors';
import { SIGNUP_FIELDS, signupInitialValues, signupSchema, type SignupKind, type SignupValues } from '../signup.schema';
import { MEMBERS_TEXT as T } from '../text';

export type SignupOutcome = SubmitOutcome<SignupValues>;

export interface SignupFormProps {
  /** BUYER for /signup/buyer; otherwise the member picks personal or business. */
  buyer: boolean;
  captchaSrc: string;
  onReloadCaptcha: () => void;
  onSubmit: (values: SignupValues) => Promise<SignupOutcome>;
}

/** Signup fields for personal, business and buyer accounts; server errors land on their fields. */
export function SignupForm({ buyer, captchaSrc, onReloadCaptcha, onSubmit }: SignupFormProps) {
  const submit = async (values: SignupValues) => {
    const outcome = await onSubmit(values);
    if (!outcome.ok) reportInvalidForm(outcome.formError ?? undefined);
    return outcome;
  };
  return (
    <ServerForm<SignupValues>
      initialValues={signupInitialValues(buyer ? 'BUYER' : 'PERSONAL')}
      validationSchema={signupSchema}
      fields={SIGNUP_FIELDS}
      label={T.signupSubmit}
      onSubmit={submit}
      captcha={{ label: T.captcha, src: captchaSrc, onReload: onReloadCaptcha }}
      maxW="none"
      gap="4"
    >
      {(form, parts) => (
        <>
          {buyer ? null : (
            <KindPicker value={form.values.kind} onChange={(kind) => void form.setFieldValue('kind', kind)} />
          )}
          <TextField
            required
            form={form}
            name="account"
            label={T.account}
            helper={T.accountHelp}
            autoComplete="username"
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <NewPasswordFields
              form={form}
              names={['password', 'passwordConfirmed']}
              labels={[T.password, T.passwordConfirmed]}
              helper={T.passwordHelp}
            />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              required
              form={form}
              name="name"
              label={form.values.kind === 'BUSINESS' ? T.companyName : T.personalName}
              autoComplete="name"
            />
            {buyer ? null : (
              <TextField
                required
                form={form}
                name="identityNo"
                label={form.values.kind === 'BUSINESS' ? T.taxId : T.nationalId}
                upperCase
                maxLength={10}
              />
            )}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField required form={form} name="email" type="email" label={T.email} autoComplete="email" />
            <TextField
              required
              form={form}
              name="mobile"
              type="tel"
              mask={MASKS.mobile}
              label={T.mobile}
              autoComplete="tel"
              maxLength={10}
            />
          </SimpleGrid>
          {parts.captcha}
          <AgreeTerms form={form} />
          <SubmitButton size="lg">{T.signupSubmit}</SubmitButton>
        </>
      )}
    </ServerForm>
  );
}

function KindPicker({ value, onChange }: { value: SignupKind; onChange: (kind: SignupKind) => void }) {
  return (
    <Field.Root>
      <Field.Label>{T.kind}</Field.Label>
      <RadioGroup.Root value={value} onValueChange={(e) => onChange(e.value as SignupKind)} aria-label={T.kind}>
        <HStack gap="6">
          {(['PERSONAL', 'BUSINESS'] as const).map((kind) => (
            <RadioGroup.Item key={kind} value={kind}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{kind === 'PERSONAL' ? T.kindPersonal : T.kindBusiness}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Field.Root>
  );
}

function AgreeTerms({ form }: { form: FormikProps<SignupValues> }) {
  const error = form.submitCount > 0 || form.touched.agreeTerms ? form.errors.agreeTerms : undefined;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root
        checked={form.values.agreeTerms}
        onCheckedChange={(e) => void form.setFieldValue('agreeTerms', e.checked === true)}
      >
        <Checkbox.HiddenInput name="agreeTerms" />
        <Checkbox.Control />
        <Checkbox.Label>
          <Text as="span">{T.agreeTerms}（</Text>
          <ChakraLink href={withBasePath(pathTo('home.terms'))} target="_blank" color="primary.fg">
            {T.terms}
          </ChakraLink>
          <Text as="span">、</Text>
          <ChakraLink href={withBasePath(pathTo('home.privacy'))} target="_blank" color="primary.fg">
            {T.privacy}
          </ChakraLink>
          <Text as="span">）</Text>
        </Checkbox.Label>
      </Checkbox.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
