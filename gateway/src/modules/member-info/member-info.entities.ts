import { Entity, JsonType, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import type { BeneficialOwnerInput } from './member-info.service';

/** A business member's beneficial-owner declaration; made once. */
@Entity({ tableName: 'beneficiary_declaration' })
export class BeneficiaryDeclaration {
  [PrimaryKeyProp]?: 'memberId';
  [OptionalProps]?: 'declaredAt';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  memberId!: number;

  @Property({ type: JsonType })
  owners!: BeneficialOwnerInput[];

  @Property({ type: 'datetime' })
  declaredAt: Date = new Date();
}
