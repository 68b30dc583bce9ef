import { Badge } from '@chakra-ui/react';
import type { CodeEntry, Tone } from '@paydesk/shared/code-list';
import type { ComponentProps } from 'react';

/**
 * The one place a DESIGN §6 tone becomes a Chakra colour palette. The theme defines a palette per tone today, but
 * features must not rely on that coincidence: they pass tones, and only this table names palettes.
 */
export const TONE_PALETTE: Readonly<Record<Tone, string>> = {
  primary: 'primary',
  accent: 'accent',
  success: 'success',
  error: 'error',
  neutral: 'neutral',
};

/** Any shared code list (member, merchant, JKO, transaction, withdrawal status…): its label and its colour. */
interface LabelledList {
  label(codeOrKey: number | string): string;
  tone(codeOrKey: number | string): Tone;
}

type BadgeProps = Omit<ComponentProps<typeof Badge>, 'children' | 'colorPalette'>;

/**
 * A status shown the one way: the shared list's zh-TW name on its colour. Pass an `entry` of a code list, or a
 * `list` with the code or enum key a record holds.
 */
export function StatusBadge(
  props: ({ entry: Pick<CodeEntry, 'label' | 'tone'> } | { list: LabelledList; value: number | string }) & BadgeProps,
) {
  const { label, tone, rest } =
    'entry' in props
      ? (({ entry, ...rest }) => ({ label: entry.label, tone: entry.tone, rest }))(props)
      : (({ list, value, ...rest }) => ({ label: list.label(value), tone: list.tone(value), rest }))(props);
  return <ToneBadge tone={tone} label={label} {...rest} />;
}

/** A badge for a yes/no state that is not a code list (verified, uploaded, enabled): a label on a tone. */
export function ToneBadge({ tone, label, ...rest }: { tone: Tone; label: string } & BadgeProps) {
  return (
    <Badge colorPalette={TONE_PALETTE[tone]} {...rest}>
      {label}
    </Badge>
  );
}
