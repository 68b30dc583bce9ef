import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import type { FocusEvent, FormEvent, Ref } from 'react';
import { CaptchaImage } from '../../../components/CaptchaImage';
import { Field } from '../../../components/chakra/field';
import { Input } from '../../../components/chakra/input';
import { CAPTCHA_LENGTH } from '@paydesk/shared/validation-rules';
import { useScriptRunning } from '../../../lib/useScriptRunning';
import { AUTH_TEXT } from '../text';

export interface PlainLoginFormProps {
  formRef: Ref<HTMLFormElement>;
  /** The captcha image: shown once the script runs (the HTML holds its place), so no visitor gets the build's seed. */
  captchaSrc: string;
  onReloadCaptcha: () => void;
  /** A submit is waiting for the full form: the button shows it is busy. */
  waiting: boolean;
  /** The visitor acts on the form (focus, pointer, key, change): the full form starts loading. */
  onEngage: () => void;
  onFieldBlur: (name: string) => void;
  /** A submit before the full form is there: it is sent once the full form has taken over. */
  onEarlySubmit: () => void;
}

/** Captcha codes are typed in any case and kept upper-case, the caret where it was. */
function upperCase(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  input.setSelectionRange(selectionStart, selectionEnd);
}

function PlainField({
  name,
  label,
  type = 'text',
  placeholder,
  autoComplete,
  maxLength,
  onChange,
}: {
  name: string;
  label: string;
  type?: string;
  placeholder: string;
  autoComplete: string;
  maxLength?: number;
  onChange?: (event: FormEvent<HTMLInputElement>) => void;
}) {
  return (
    <Field.Root required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={name}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-label={label}
        onChange={onChange}
      />
    </Field.Root>
  );
}

/**
 * The login form as the page first shows it (in the prerendered HTML too): the same fields, labels and button as
 * LoginForm, laid out as ServerForm lays it out, without Formik, Yup or Apollo. Its inputs are the browser's own
 * (uncontrolled), so what is typed before and while the script runs stays; the first interaction loads the full
 * form, which takes the values over. Before the script runs the button is a plain button: with no submit button
 * Enter does not send the form, so nothing (no password) can leave in a URL.
 */
export function PlainLoginForm({
  formRef,
  captchaSrc,
  onReloadCaptcha,
  waiting,
  onEngage,
  onFieldBlur,
  onEarlySubmit,
}: PlainLoginFormProps) {
  const running = useScriptRunning();
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={AUTH_TEXT.submit}
      onFocus={onEngage}
      onPointerDown={onEngage}
      onKeyDown={onEngage}
      onChange={onEngage}
      onBlur={(event: FocusEvent<HTMLFormElement>) => {
        if (event.target instanceof HTMLInputElement) onFieldBlur(event.target.name);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        onEarlySubmit();
      }}
    >
      <Box as="fieldset" display="flex" flexDirection="column" width="full">
        <Stack gap="4" maxW="none">
          <PlainField
            name="account"
            label={AUTH_TEXT.account}
            placeholder={AUTH_TEXT.accountPlaceholder}
            autoComplete="username"
          />
          <PlainField
            name="password"
            type="password"
            label={AUTH_TEXT.password}
            placeholder={AUTH_TEXT.passwordPlaceholder}
            autoComplete="current-password"
          />
          <HStack align="flex-start" gap="3">
            <PlainField
              name="captcha"
              label={AUTH_TEXT.captcha}
              placeholder={AUTH_TEXT.captchaPlaceholder}
              autoComplete="off"
              maxLength={CAPTCHA_LENGTH}
              onChange={upperCase}
            />
            <HStack pt="6">
              {running ? (
                <CaptchaImage src={captchaSrc} onReload={onReloadCaptcha} />
              ) : (
                // Holds the image's place so nothing moves when it comes.
                <Box aria-hidden h="40px" w="120px" flexShrink={0} borderRadius="md" borderWidth="1px" bg="white" />
              )}
            </HStack>
          </HStack>
          {/* The press counts from the pointer going down: the full form can take over while the button is held, and
              the click of that press then reaches neither this button (gone) nor the new one (not pressed on). */}
          <Button
            type={running ? 'submit' : 'button'}
            colorPalette="primary"
            size="lg"
            loading={waiting}
            onPointerDown={(event) => {
              // The main button only (a right press opens the context menu, it sends nothing).
              if (running && !(event.button > 0)) onEarlySubmit();
            }}
          >
            {AUTH_TEXT.submit}
          </Button>
        </Stack>
      </Box>
    </form>
  );
}
