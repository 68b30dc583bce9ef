import { Stack, Text } from '@chakra-ui/react';
import { WithReference } from './PublicPage';
import type { Reference } from '../lib/useReference';
import { PAGE_TEXT as T } from './page-text';

/** "週一至週五 09:00-12:30、13:30-18:00" from the reference module. */
export function serviceHoursText(cs: Reference['customerService']): string {
  return `${cs.weekdays} ${cs.hours.map((h) => `${h.from}-${h.to}`).join(T.serviceHoursJoin)}`;
}

/** Customer-service hours, phone, email and address. */
export function ServiceHours() {
  return (
    <WithReference>
      {(r) => (
        <Stack gap="1">
          <Text>
            {T.serviceHours}
            {serviceHoursText(r.customerService)}
          </Text>
          <Text>
            {T.servicePhone}
            {r.customerService.phone}
          </Text>
          <Text>
            {T.serviceEmail}
            {r.customerService.email}
          </Text>
          <Text>
            {T.serviceAddress}
            {r.customerService.address}
          </Text>
        </Stack>
      )}
    </WithReference>
  );
}
