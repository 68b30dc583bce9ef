// The event bus's public surface: the published event and what subscribes to it.
export type { DomainEvent, EventSubscriber } from './event-subscriber';
