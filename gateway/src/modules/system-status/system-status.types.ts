import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One job queue (pg-boss): what waits, runs and failed, and its last runs' })
export class JobQueueStatus {
  @Field({ description: 'The pg-boss queue name' }) queue!: string;
  @Field(() => Int, { description: 'Jobs waiting to be taken (created or to be retried)' }) waiting!: number;
  @Field(() => Int, { description: 'Jobs a worker holds now' }) active!: number;
  @Field(() => Int, { description: 'Jobs failed in the last 24 hours' }) failedLastDay!: number;
  @Field(() => Date, { nullable: true, description: 'When a job of the queue last completed; null if never' })
  lastCompletedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When a job of the queue last failed; null if never' })
  lastFailedAt!: Date | null;
}

@ObjectType({ description: "The operator's system status: the figures /metrics reports, read from the database" })
export class SystemStatus {
  @Field(() => Date, { description: 'When these figures were read (they are cached a few seconds)' }) measuredAt!: Date;
  @Field(() => [JobQueueStatus], { description: 'Each job queue, by name' }) queues!: JobQueueStatus[];
  @Field(() => Int, { description: 'Callbacks awaiting a retry after a failed attempt' }) callbacksFailing!: number;
  @Field(() => Int, { description: 'Callbacks given up (payments of the last 24 hours)' }) callbacksGaveUp!: number;
  @Field(() => Int, { description: 'Failed callback attempts in the last hour' }) callbackFailuresLastHour!: number;
  @Field(() => Int, { description: 'Age in seconds of the oldest payment due and unsettled; 0 when none' })
  settlementLagSeconds!: number;
  @Field(() => Int, { description: 'Payments due for settlement and unsettled' }) settlementsDue!: number;
  @Field(() => Int, { description: 'Recurring charges due and not yet made' }) recurringDue!: number;
  @Field(() => Int, { description: 'Recurring charges failed in the last 24 hours' }) recurringFailedLastDay!: number;
  @Field(() => Int, { description: 'Accounts locked out after failed sign-ins' }) loginsLocked!: number;
  @Field(() => Int, { description: 'Failed sign-ins in the last hour' }) loginFailuresLastHour!: number;
}
