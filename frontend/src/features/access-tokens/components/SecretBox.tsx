import { SecretBox as SharedSecretBox } from '../../../components/SecretBox';
import { TOKEN_TEXT } from '../text';

const WORDS = {
  title: TOKEN_TEXT.secretTitle,
  warning: TOKEN_TEXT.secretWarning,
  copy: TOKEN_TEXT.copy,
  copied: TOKEN_TEXT.copied,
  close: TOKEN_TEXT.done,
};

/** The new token's secret, shown once: a warning, the value to copy, and a button that hides it for good. */
export function SecretBox({ secret, onDone }: { secret: string; onDone: () => void }) {
  return <SharedSecretBox secret={secret} onClose={onDone} testId="token-secret" words={WORDS} />;
}
