import { Stack, Text } from '@chakra-ui/react';
import { WithReference } from './PublicPage';
import type { Reference } from '../lib/useReference';

/** "週一至週五 09:00-12:30、13:30-18:00" from the reference module. */
export function serviceHoursText(cs: Reference['customerService']): string {
  return `${cs.weekdays} ${cs.hours.map((h) => `${h.from}-${h.to}`).join('、')}`;
}

/** Customer-service hours, phone, email and address. */
export function ServiceHours() {
  return (
    <WithReference>
      {(r) => (
        <Stack gap="1">
          <Text>客服時間：{serviceHoursText(r.customerService)}</Text>
          <Text>客服專線：{r.customerService.phone}</Text>
          <Text>客服信箱：{r.customerService.email}</Text>
          <Text>公司地址：{r.customerService.address}</Text>
        </Stack>
      )}
    </WithReference>
  );
}
