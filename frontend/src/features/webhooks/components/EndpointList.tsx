import { Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { eventEntry } from '@paydesk/shared/event-catalogue';
import { ToneBadge } from '../../../components/StatusBadge';
import type { WebhookEndpointFieldsFragment } from '../../../graphql/generated';
import { WEBHOOK_TEXT } from '../text';

type Endpoint = WebhookEndpointFieldsFragment;
export type EndpointAction = 'edit' | 'toggle' | 'reveal' | 'rotate' | 'test' | 'log' | 'remove';

const ACTIONS: { action: EndpointAction; label: (e: Endpoint) => string; danger?: boolean }[] = [
  { action: 'test', label: () => WEBHOOK_TEXT.test },
  { action: 'log', label: () => WEBHOOK_TEXT.showLog },
  { action: 'reveal', label: () => WEBHOOK_TEXT.reveal },
  { action: 'rotate', label: () => WEBHOOK_TEXT.rotate },
  { action: 'edit', label: () => WEBHOOK_TEXT.edit },
  { action: 'toggle', label: (e) => (e.enabled ? WEBHOOK_TEXT.disable : WEBHOOK_TEXT.enable) },
  { action: 'remove', label: () => WEBHOOK_TEXT.remove, danger: true },
];

/** Each endpoint: its URL, shop, events and state, and what can be done with it. */
export function EndpointList({
  data,
  busy,
  onAction,
}: {
  data: readonly Endpoint[];
  busy: boolean;
  onAction: (endpoint: Endpoint, action: EndpointAction) => void;
}) {
  if (data.length === 0) return <Text color="fg.muted">{WEBHOOK_TEXT.empty}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
      {data.map((e) => (
        <Stack
          as="li"
          key={e.id}
          gap="2"
          borderWidth="1px"
          borderRadius="lg"
          bg="bg"
          p="4"
          data-testid="webhook-endpoint"
        >
          <HStack gap="2" wrap="wrap">
            <Text fontFamily="mono" wordBreak="break-all" fontWeight="semibold">
              {e.url}
            </Text>
            <ToneBadge
              tone={e.enabled ? 'success' : 'neutral'}
              label={e.enabled ? WEBHOOK_TEXT.enabled : WEBHOOK_TEXT.disabled}
            />
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {WEBHOOK_TEXT.shop}：{e.merchantName ?? WEBHOOK_TEXT.allShops}
            {e.description ? `｜${e.description}` : ''}
          </Text>
          <Text fontSize="sm">
            {WEBHOOK_TEXT.events}：{e.events.map((type) => eventEntry(type)?.label ?? type).join('、')}
          </Text>
          <HStack gap="2" wrap="wrap">
            {ACTIONS.map((a) => (
              <Button
                key={a.action}
                size="xs"
                variant="outline"
                colorPalette={a.danger ? 'error' : undefined}
                disabled={busy}
                onClick={() => onAction(e, a.action)}
              >
                {a.label(e)}
                <VisuallyHidden> {e.url}</VisuallyHidden>
              </Button>
            ))}
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}
