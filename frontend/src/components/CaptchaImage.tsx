import { Image } from '@chakra-ui/react';
import { COMPONENT_TEXT } from './text';

/** The server-drawn captcha; clicking asks the parent for a new seed. */
export function CaptchaImage({ src, onReload }: { src: string; onReload: () => void }) {
  return (
    <Image
      src={src}
      alt={COMPONENT_TEXT.captchaAlt}
      title={COMPONENT_TEXT.captchaReload}
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
