import { pathTo } from '../../../app/paths';
import { Box, Button, CloseButton, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowUp, LuHeadset } from 'react-icons/lu';
import { Link } from 'react-router';

export interface FloatingButtonsProps {
  showUp: boolean;
  /** e.g. "週一至週五 09:00-12:30、13:30-18:00", or null while loading. */
  serviceHours: string | null;
}

/**
 * Bottom-right: the customer-service popup (links to /contact) and, after scrolling, the up button.
 * A plain toggled panel rather than a positioned popover keeps this out of the home page's first load.
 */
export function FloatingButtons({ showUp, serviceHours }: FloatingButtonsProps) {
  const [open, setOpen] = useState(false);
  return (
    <Stack
      position="fixed"
      right={{ base: 3, md: 6 }}
      bottom={{ base: 3, md: 6 }}
      zIndex="docked"
      gap="3"
      align="flex-end"
    >
      {open ? (
        <Box
          id="service-popup"
          role="dialog"
          aria-label="客服中心"
          bg="bg"
          borderWidth="1px"
          borderRadius="lg"
          shadow="lg"
          p="4"
          maxW="72"
          position="relative"
        >
          <CloseButton
            size="2xs"
            position="absolute"
            top="2"
            right="2"
            aria-label="關閉客服視窗"
            onClick={() => setOpen(false)}
          />
          <Stack gap="2" pe="6">
            <Text fontWeight="bold">需要協助嗎？</Text>
            {serviceHours ? <Text fontSize="sm">客服時間：{serviceHours}</Text> : null}
            <Button asChild size="sm" colorPalette="primary" onClick={() => setOpen(false)}>
              <Link to={pathTo('home.contact')}>聯絡客服</Link>
            </Button>
          </Stack>
        </Box>
      ) : null}
      {showUp ? (
        <IconButton
          aria-label="回到頂端"
          rounded="full"
          variant="surface"
          shadow="md"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <LuArrowUp />
        </IconButton>
      ) : null}
      <IconButton
        aria-label="客服中心"
        aria-expanded={open}
        aria-controls="service-popup"
        rounded="full"
        colorPalette="primary"
        size="lg"
        shadow="lg"
        onClick={() => setOpen((v) => !v)}
      >
        <LuHeadset />
      </IconButton>
    </Stack>
  );
}
