import { MODULES } from '../index';
import { webhooksModule } from './module';

it('is listed and hands the event bus its subscriber', () => {
  expect(MODULES).toContain(webhooksModule);
  const subscribers = webhooksModule.eventSubscribers?.({} as never) ?? [];
  expect(subscribers.map((s) => s.name)).toEqual(['webhooks']);
});
