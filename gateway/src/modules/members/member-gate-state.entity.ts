import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';

/** Gate state the member table does not hold: the shop whose logistics application is pending (SPTagMerID). */
@Entity({ tableName: 'member_gate_state' })
export class MemberGateState {
  [PrimaryKeyProp]?: 'memberId';
  [OptionalProps]?: 'spTagMerId' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  memberId!: number;

  @Property({ type: 'integer', nullable: true })
  spTagMerId: number | null = null;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
