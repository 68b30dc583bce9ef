import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** An internal platform operator (reviews members and shops, edits content). */
@Entity({ tableName: 'operator' })
export class Operator {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 20, unique: true })
  loginName!: string;

  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 60 })
  name!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
