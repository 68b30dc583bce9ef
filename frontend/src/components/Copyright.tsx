import { Text } from '@chakra-ui/react';
import { LAYOUT_TEXT } from '../layouts/text';

/** Copyright line; the year is the current one (SPEC §2.1). */
export function Copyright({ color = 'fg.muted' }: { color?: string }) {
  return (
    <Text fontSize="sm" color={color} textAlign="center">
      {LAYOUT_TEXT.copyright(new Date().getFullYear())}
    </Text>
  );
}
