import { SecretBox as SharedSecretBox } from '../../../components/SecretBox';
import { WEBHOOK_TEXT } from '../text';

/** An endpoint's signing secret, shown on request: the value to copy and a button that hides it again. */
export function SecretBox({ url, secret, onHide }: { url: string; secret: string; onHide: () => void }) {
  const words = {
    title: `${WEBHOOK_TEXT.secretTitle}：${url}`,
    warning: WEBHOOK_TEXT.secretWarning,
    copy: WEBHOOK_TEXT.copy,
    copied: WEBHOOK_TEXT.copied,
    close: WEBHOOK_TEXT.hide,
  };
  return <SharedSecretBox secret={secret} onClose={onHide} testId="webhook-secret" words={words} />;
}
