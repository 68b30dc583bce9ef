import { Button, HStack, Image, Link as ChakraLink, Portal, Stack, Text } from '@chakra-ui/react';
import { Input } from './chakra/input';
import { Popover } from './chakra/popover';
import { showToast } from '../lib/toast';
import { COMPONENT_TEXT as T } from './text';

export interface SharePopoverProps {
  /** What is shared (a link's title, a store's or plan's name). */
  title: string;
  /** The public address (built by the gateway from configuration). */
  url: string;
  /** QR code of the address as a data: URL (PNG). */
  qrCode: string;
  /** The button's words (e.g. 分享, 訂閱連結). */
  label?: string;
  /** File name of the downloaded QR code, without extension. */
  fileName: string;
  testId?: string;
}

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    showToast(T.copied, 'success');
  } catch {
    // No clipboard (an insecure origin): the address stays selectable in the field.
  }
}

/** What sharing offers: the title, the QR code with a PNG download, the address with a copy button, the share text. */
export function ShareDetails({ title, url, qrCode, fileName, testId = 'share' }: Omit<SharePopoverProps, 'label'>) {
  return (
    <Stack gap="3" align="center" data-testid={testId}>
      <Text fontWeight="bold" textAlign="center">
        {title}
      </Text>
      <Image src={qrCode} alt="QR Code" w="180px" h="180px" />
      <Input value={url} readOnly size="sm" aria-label={T.shareUrl} data-testid={`${testId}-url`} />
      <HStack gap="3" wrap="wrap" justify="center">
        <Button size="xs" colorPalette="primary" onClick={() => void copy(url)}>
          {T.copyLink}
        </Button>
        <Button size="xs" variant="outline" onClick={() => void copy(T.shareText(title, url))}>
          {T.copyShareText}
        </Button>
        <ChakraLink href={qrCode} download={`${fileName}-qr.png`} color="primary.fg" fontSize="sm">
          {T.downloadQr}
        </ChakraLink>
        <ChakraLink href={url} target="_blank" rel="noopener" color="primary.fg" fontSize="sm">
          {T.openPage}
        </ChakraLink>
      </HStack>
    </Stack>
  );
}

/**
 * Sharing a public page (payment link, store, subscribe page): the address with a copy button, the QR code with a
 * PNG download, and a ready-made share text; in a popover so tables stay narrow.
 */
export function SharePopover({ title, url, qrCode, label = T.share, fileName, testId = 'share' }: SharePopoverProps) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={T.shareLabel(label, title)}>
          {label}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs" aria-label={T.shareTitle(title)}>
            <Popover.Arrow />
            <Popover.Body>
              <ShareDetails title={title} url={url} qrCode={qrCode} fileName={fileName} testId={testId} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
