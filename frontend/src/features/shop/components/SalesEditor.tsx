import { Box, Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '../../../components/chakra/checkbox';
import { useState } from 'react';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import { FormErrorAlert } from '../../../components/LoadState';
import { MoneyText } from '../../../components/MoneyText';
import { ToneBadge } from '../../../components/StatusBadge';
import type { ServerError } from '../../../lib/form-errors';
import { SALES_TEXT } from '../text';

export interface SalesProduct {
  id: number;
  name: string;
  price: number;
  stock: number;
  listed: boolean;
}

export interface SalesEditorProps {
  data: { lines: { product: SalesProduct; assigned: boolean; position: number | null }[] };
  onSave: (productIds: number[]) => Promise<readonly ServerError[]>;
}

/** The products sold, in the store's order, first; the rest after, in the order the gateway lists them. */
function initialOrder(lines: SalesEditorProps['data']['lines']) {
  const sold = lines
    .filter((l) => l.assigned)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((l) => l.product.id);
  return { sold, others: lines.filter((l) => !l.assigned).map((l) => l.product.id) };
}

function Line({
  product,
  selling,
  index,
  count,
  onToggle,
  onMove,
}: {
  product: SalesProduct;
  selling: boolean;
  index: number;
  count: number;
  onToggle: (on: boolean) => void;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <HStack
      as="li"
      gap="3"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      justify="space-between"
      wrap="wrap"
      data-testid="sales-line"
    >
      <Checkbox.Root checked={selling} onCheckedChange={(e) => onToggle(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          {product.name}
          {product.listed ? null : <ToneBadge tone="neutral" label={SALES_TEXT.unlisted} ms="2" />}
        </Checkbox.Label>
      </Checkbox.Root>
      <HStack gap="4" fontSize="sm" color="fg.muted" ms="auto">
        <Text>
          {SALES_TEXT.price} <MoneyText value={product.price} />
        </Text>
        <Text fontVariantNumeric="tabular-nums">
          {SALES_TEXT.stock} {product.stock}
        </Text>
        {selling ? (
          <HStack gap="1">
            <IconButton
              size="xs"
              variant="outline"
              aria-label={SALES_TEXT.up(product.name)}
              title={SALES_TEXT.upShort}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <LuArrowUp />
            </IconButton>
            <IconButton
              size="xs"
              variant="outline"
              aria-label={SALES_TEXT.down(product.name)}
              title={SALES_TEXT.downShort}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <LuArrowDown />
            </IconButton>
          </HStack>
        ) : null}
      </HStack>
    </HStack>
  );
}

/** Which products a store sells (checkboxes) and in what order (up/down buttons, keyboard reachable); one save. */
export function SalesEditor({ data, onSave }: SalesEditorProps) {
  const [order, setOrder] = useState(() => initialOrder(data.lines));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const byId = new Map(data.lines.map((l) => [l.product.id, l.product]));
  const toggle = (id: number, on: boolean) =>
    setOrder((o) =>
      on
        ? { sold: [...o.sold, id], others: o.others.filter((x) => x !== id) }
        : { sold: o.sold.filter((x) => x !== id), others: [id, ...o.others] },
    );
  const move = (index: number, by: -1 | 1) =>
    setOrder((o) => {
      const sold = [...o.sold];
      const [id] = sold.splice(index, 1);
      if (id !== undefined) sold.splice(index + by, 0, id);
      return { ...o, sold };
    });
  const save = async () => {
    setBusy(true);
    setError(null);
    const errors = await onSave(order.sold);
    setBusy(false);
    setError(errors.length ? errors.map((e) => e.message).join('；') : null);
  };
  const line = (id: number, selling: boolean, index: number) => {
    const product = byId.get(id);
    return product ? (
      <Line
        key={id}
        product={product}
        selling={selling}
        index={index}
        count={order.sold.length}
        onToggle={(on) => toggle(id, on)}
        onMove={(by) => move(index, by)}
      />
    ) : null;
  };
  return (
    <Stack gap="4" maxW="3xl">
      <Text color="fg.muted">{SALES_TEXT.hint}</Text>
      <FormErrorAlert message={error} />
      <Heading as="h2" size="md">
        {SALES_TEXT.selling(order.sold.length)}
      </Heading>
      <Box as="ol" listStyleType="none" display="flex" flexDirection="column" gap="2" aria-label={SALES_TEXT.title}>
        {order.sold.map((id, i) => line(id, true, i))}
      </Box>
      {order.others.length ? (
        <>
          <Heading as="h2" size="md">
            {SALES_TEXT.notSelling}
          </Heading>
          <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="2">
            {order.others.map((id, i) => line(id, false, i))}
          </Box>
        </>
      ) : null}
      <Button colorPalette="primary" alignSelf="flex-start" onClick={() => void save()} loading={busy} disabled={busy}>
        {SALES_TEXT.save}
      </Button>
    </Stack>
  );
}
