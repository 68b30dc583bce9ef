import { Box, CloseButton, HStack, Heading, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataList } from '../chakra/data-list';
import { Drawer } from '../chakra/drawer';
import { COMPONENT_TEXT } from '../text';
import { AuditLines } from './AuditLines';
import type { OpsAuditLine } from './audit';

const T = COMPONENT_TEXT.opsQueue;

/** The open item of a queue: its facts and links, the audit lines of its decisions this visit, and the decisions. */
export function OpsQueueDrawer({
  title,
  facts,
  links,
  lines,
  decisions,
  onClose,
}: {
  title: ReactNode;
  facts: [string, ReactNode][];
  /** Links under the facts (a row whose queue has links always shows their line). */
  links?: () => ReactNode;
  lines: readonly OpsAuditLine[];
  decisions: ReactNode;
  onClose: () => void;
}) {
  return (
    <Drawer.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="end"
      size="md"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <Box>
                  <Heading as="h2" size="md" mb="2">
                    {T.facts}
                  </Heading>
                  <DataList.Root orientation="horizontal" size="sm">
                    {facts.map(([label, value]) => (
                      <DataList.Item key={label}>
                        <DataList.ItemLabel>{label}</DataList.ItemLabel>
                        <DataList.ItemValue>{value}</DataList.ItemValue>
                      </DataList.Item>
                    ))}
                  </DataList.Root>
                  {links ? (
                    <HStack gap="3" mt="2" wrap="wrap" fontSize="sm">
                      {links()}
                    </HStack>
                  ) : null}
                </Box>
                <AuditLines lines={lines.map((line) => ({ line }))} testId="ops-drawer-audit-line" />
                {decisions}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
