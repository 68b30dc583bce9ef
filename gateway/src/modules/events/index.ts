// The event bus's public surface: the published event, what subscribes to it, and how a change publishes one.
export type { DomainEvent, EventSubscriber } from './event-subscriber';
export { publishEvent, type PublishedEvent } from './publish-event';
