import { Button, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { LuArrowUp, LuHeadset } from 'react-icons/lu';
import { Link } from 'react-router';

export interface FloatingButtonsProps {
  showUp: boolean;
  /** e.g. "週一至週五 09:00-12:30、13:30-18:00", or null while loading. */
  serviceHours: string | null;
}

/** Bottom-right: the customer-service popup (links to /contact) and, after scrolling, the up button. */
export function FloatingButtons({ showUp, serviceHours }: FloatingButtonsProps) {
  return (
    <Stack position="fixed" right={{ base: 3, md: 6 }} bottom={{ base: 3, md: 6 }} zIndex="docked" gap="3" align="flex-end">
      {showUp ? (
        <IconButton aria-label="回到頂端" rounded="full" variant="surface" shadow="md" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          <LuArrowUp />
        </IconButton>
      ) : null}
      <Popover.Root positioning={{ placement: 'top-end' }}>
        <Popover.Trigger asChild>
          <IconButton aria-label="客服中心" rounded="full" colorPalette="primary" size="lg" shadow="lg">
            <LuHeadset />
          </IconButton>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content maxW="72">
              <Popover.Arrow />
              <Popover.Body>
                <Stack gap="2">
                  <Popover.Title fontWeight="bold">需要協助嗎？</Popover.Title>
                  {serviceHours ? <Text fontSize="sm">客服時間：{serviceHours}</Text> : null}
                  <Button asChild size="sm" colorPalette="primary">
                    <Link to="/contact">聯絡客服</Link>
                  </Button>
                </Stack>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </Stack>
  );
}
