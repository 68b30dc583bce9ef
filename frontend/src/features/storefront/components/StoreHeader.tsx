import { CloseButton, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { STORE_TEXT } from '../text';

export interface StoreHeaderProps {
  store: { name: string; merchantName: string; description?: string; bannerUrl?: string | null };
  /** The heading level: the store page's title, or a line above another page's title. */
  compact?: boolean;
}

/** The store's banner (when it has one), name, seller and description. */
export function StoreHeader({ store, compact = false }: StoreHeaderProps) {
  return (
    <Stack gap="2">
      {store.bannerUrl && !compact ? (
        <Image src={store.bannerUrl} alt="" w="full" maxH="64" objectFit="cover" borderRadius="lg" />
      ) : null}
      <Heading as={compact ? 'p' : 'h1'} size={compact ? 'md' : '2xl'}>
        {store.name}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {STORE_TEXT.seller}：{store.merchantName}
      </Text>
      {store.description && !compact ? <Text whiteSpace="pre-wrap">{store.description}</Text> : null}
    </Stack>
  );
}

/** Names the cart lines the store no longer sells, once; the buyer closes it. */
export function DroppedNotice({ names, onClose }: { names: readonly string[]; onClose: () => void }) {
  if (!names.length) return null;
  return (
    <Alert.Root status="warning" role="status" data-testid="cart-dropped">
      <Alert.Indicator />
      <Alert.Title flex="1">{STORE_TEXT.dropped(names)}</Alert.Title>
      <CloseButton size="sm" onClick={onClose} aria-label={STORE_TEXT.close} />
    </Alert.Root>
  );
}
