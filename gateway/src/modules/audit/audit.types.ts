import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from '../../core/paging';
import { TARGET_KINDS, type AuditTargetKind as AuditTargetKindValue } from './audit-wording';

/** The kinds of record an audit line is about (keys outside, the stored target prefixes inside), and OTHER. */
export const AuditTargetKind = Object.fromEntries(
  [...Object.keys(TARGET_KINDS), 'other'].map((kind) => [kind.toUpperCase(), kind]),
) as { readonly [K in AuditTargetKindValue as Uppercase<K>]: K };
registerEnumType(AuditTargetKind, {
  name: 'AuditTargetKind',
  description: 'What an audit record is about',
  valuesConfig: Object.fromEntries([
    ...Object.entries(TARGET_KINDS).map(([kind, label]) => [kind.toUpperCase(), { description: label }]),
    ['OTHER', { description: 'A record of a kind not listed' }],
  ]),
});

@ObjectType({ description: 'One append-only audit record: who, acting for whom, what, before and after' })
export class AuditRecordView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'member:1, assistant:7 for member:1, operator:2 or system' }) actor!: string;
  @Field(() => String, { description: 'zh-TW: 本人, 助理 #7, 營運人員, 系統' }) actorLabel!: string;
  @Field(() => String) action!: string;
  @Field(() => String, { description: 'zh-TW name of the action' }) actionLabel!: string;
  @Field(() => String) target!: string;
  @Field(() => AuditTargetKind, { description: 'What the record is about' })
  targetKind!: AuditTargetKindValue;
  @Field(() => String, { description: 'Its reference: a trade number, an id, a month' }) targetRef!: string;
  @Field(() => String, { description: 'zh-TW, e.g. 交易 2026112400000001' }) targetLabel!: string;
  @Field(() => String, { nullable: true, description: 'zh-TW, e.g. 金額：$1,000、手續費：$28' })
  beforeText!: string | null;
  @Field(() => String, { nullable: true, description: 'zh-TW, e.g. 金額：$1,000、手續費：$28' })
  afterText!: string | null;
  @Field(() => String, { nullable: true, description: 'JSON' }) before!: string | null;
  @Field(() => String, { nullable: true, description: 'JSON' }) after!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: 'A page of an audit trail, newest first' })
export class AuditRecordPage extends PageOf(AuditRecordView) {}
