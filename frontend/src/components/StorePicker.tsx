import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Input } from './chakra/input';
import { Field } from './chakra/field';
import { useState } from 'react';
import { STORE_PICKER_TEXT as T } from './store-picker-text';

export interface PickupStore {
  code: string;
  chain: string;
  name: string;
  address: string;
  frozen: boolean;
}

export interface StorePickerProps {
  /** The chosen store's code and name ('' when none). */
  value: { code: string; name: string };
  onChange: (store: PickupStore | null) => void;
  /** The last search's stores; null before any search. */
  stores: readonly PickupStore[] | null;
  loading: boolean;
  onSearch: (keyword: string) => void;
  frozenOnly: boolean;
  error?: string;
}

/**
 * A searchable pickup-store list (name, address or store code); frozen parcels list frozen stores only. The seller's
 * parcel form and the buyer's store checkout both pick from it, so a pickup store is never typed free.
 */
export function StorePicker({ value, onChange, stores, loading, onSearch, frozenOnly, error }: StorePickerProps) {
  const [keyword, setKeyword] = useState('');
  const search = () => onSearch(keyword.trim());
  if (value.code) {
    return (
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="medium">
          {T.store}
        </Text>
        <HStack wrap="wrap" gap="3">
          <Text data-testid="store-chosen">{T.storeChosen(value.name, value.code)}</Text>
          <Button size="xs" variant="outline" onClick={() => onChange(null)}>
            {T.storeChange}
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <Stack gap="2" data-testid="store-picker">
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>
          {T.store}
          <Field.RequiredIndicator />
        </Field.Label>
        <HStack w="full">
          <Input
            aria-label={T.storeSearch}
            placeholder={T.storeSearch}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                search();
              }
            }}
          />
          <Button variant="outline" onClick={search} loading={loading}>
            {T.storeSearchButton}
          </Button>
        </HStack>
        {frozenOnly ? <Field.HelperText>{T.storeFrozenOnly}</Field.HelperText> : null}
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      {loading ? <Text color="fg.muted">{T.storeSearching}</Text> : null}
      {!loading && stores && !stores.length ? <Text color="fg.muted">{T.storeNone}</Text> : null}
      {!loading && stores?.length ? (
        <Stack as="ul" gap="0" borderWidth="1px" borderRadius="md" maxH="64" overflowY="auto" listStyle="none">
          {stores.map((s) => (
            <Box as="li" key={s.code} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} px="3" py="2">
              <HStack justify="space-between" gap="3">
                <Box minW="0">
                  <Text fontWeight="medium">
                    {s.name}（{s.code}）
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {s.address}
                  </Text>
                </Box>
                <Button
                  size="xs"
                  colorPalette="primary"
                  aria-label={`${T.storePick} ${s.name}`}
                  onClick={() => onChange(s)}
                >
                  {T.storePick}
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
