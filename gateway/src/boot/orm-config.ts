import { MemberChangeAnnouncer } from '../modules/members/member-change-announcer';
import { FailedBeginCheck } from '../core/database/failed-begin';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '../../../db/migrations';
import { Member } from '../modules/members/member.entity';
import { Assistant, AssistantGroup } from '../modules/assistants/assistant.entity';
import { Operator } from '../modules/operators/operator.entity';
import { PermissionEntry } from '../modules/permissions/permission-entry.entity';
import { Merchant } from '../modules/merchants/merchant.entity';
import { ContentItem } from '../modules/content/content.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { OutboxMessage } from '../modules/mail/outbox-message.entity';
import { PasswordHistory, PasswordResetToken } from '../modules/passwords/password.entities';
import { MemberDetails, MemberDocument, MemberReview } from '../modules/completion/completion.entities';
import { VerificationCode } from '../modules/verification/verification-code.entity';
import { Product, ShopOrder, ShopOrderItem, Store, StoreProduct } from '../modules/shop/shop.entities';
import { PeriodPlan } from '../modules/recurring/recurring.entities';
import { AccessToken } from '../modules/access-tokens/access-token.entity';
import { MemberNotifySetting } from '../modules/notify/notify-setting.entity';
import { GlobalNotice, GlobalNoticeAck, NoticeAcceptance } from '../modules/notices/notice.entities';
import { BeneficiaryDeclaration } from '../modules/member-info/member-info.entities';
import { MemberGateState } from '../modules/members/member-gate-state.entity';

export const ENTITIES = [
  Member,
  Assistant,
  AssistantGroup,
  Operator,
  PermissionEntry,
  Merchant,
  ContentItem,
  ContactMessage,
  MemberNotifySetting,
  NoticeAcceptance,
  GlobalNotice,
  GlobalNoticeAck,
  MemberGateState,
  BeneficiaryDeclaration,
  OutboxMessage,
  PasswordHistory,
  PasswordResetToken,
  MemberDetails,
  MemberDocument,
  MemberReview,
  VerificationCode,
  Store,
  Product,
  StoreProduct,
  ShopOrder,
  ShopOrderItem,
  PeriodPlan,
  AccessToken,
];

/**
 * MikroORM options for one database URL; migrations come from db/migrations. `readUrl` (DATABASE_READ_URL) names a
 * read replica: only reads that ask for it (reports, through `readSqlOf`) go there; everything else, and anything
 * inside a transaction, stays on the primary.
 */
export function ormConfig(databaseUrl: string, poolMax = 10, readUrl?: string) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: databaseUrl,
    replicas: readUrl ? [{ name: 'read-1', clientUrl: readUrl }] : [],
    preferReadReplicas: false,
    entities: ENTITIES,
    // The built-in dataloader batches references and collections so lists do not cause N+1 queries.
    dataloader: true,
    subscribers: [new MemberChangeAnnouncer(), new FailedBeginCheck()],
    forceUtcTimezone: true,
    allowGlobalContext: false,
    pool: { min: 0, max: poolMax },
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    debug: false,
  });
}
