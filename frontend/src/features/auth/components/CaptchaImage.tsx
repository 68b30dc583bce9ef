import { Image } from '@chakra-ui/react';
import { AUTH_TEXT } from '../text';

/** The server-drawn captcha; clicking asks the parent for a new seed. */
export function CaptchaImage({ src, onReload }: { src: string; onReload: () => void }) {
  return (
    <Image
      src={src}
      alt={AUTH_TEXT.captchaAlt}
      title={AUTH_TEXT.captchaReload}
      height="40px"
      width="120px"
      flexShrink={0}
      borderRadius="md"
      borderWidth="1px"
      cursor="pointer"
      bg="white"
      onClick={onReload}
      role="button"
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onReload();
        }
      }}
    />
  );
}
