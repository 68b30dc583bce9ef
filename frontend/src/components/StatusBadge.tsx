import { Badge } from '@chakra-ui/react';
import type { Tone } from '@paydesk/shared/code-list';

/** Any shared code list (member, merchant, JKO, transaction, withdrawal status…): its label and its colour. */
interface LabelledList {
  label(codeOrKey: number | string): string;
  tone(codeOrKey: number | string): Tone;
}

/** A status shown the one way: the shared list's zh-TW name on its DESIGN §6 colour token. */
export function StatusBadge({
  list,
  value,
  ...rest
}: { list: LabelledList; value: number | string } & Omit<React.ComponentProps<typeof Badge>, 'children'>) {
  return (
    <Badge colorPalette={list.tone(value)} {...rest}>
      {list.label(value)}
    </Badge>
  );
}
