import { Button, Image, Input, Link as ChakraLink, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { PLAN_TEXT } from '../text';

/** The public subscribe URL of a plan and its QR code, with a copy button. */
export function PlanSharePopover({
  title,
  url,
  qrCode,
  onCopy,
}: {
  title: string;
  url: string;
  qrCode: string;
  onCopy: (url: string) => void;
}) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button size="xs" variant="outline">
          {PLAN_TEXT.share}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs" aria-label={PLAN_TEXT.shareTitle}>
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="3" align="center" data-testid="plan-share">
                <Text fontWeight="bold" textAlign="center">
                  {title}
                </Text>
                <Image src={qrCode} alt="QR Code" w="180px" h="180px" />
                <Input value={url} readOnly size="sm" aria-label={PLAN_TEXT.shareTitle} data-testid="plan-url" />
                <Stack direction="row" gap="3">
                  <Button size="xs" colorPalette="primary" onClick={() => onCopy(url)}>
                    {PLAN_TEXT.copy}
                  </Button>
                  <ChakraLink href={url} target="_blank" rel="noopener" color="primary.fg" fontSize="sm">
                    {PLAN_TEXT.open}
                  </ChakraLink>
                </Stack>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
