import { Migration } from '@mikro-orm/migrations';

/** The channel the gateway's session cache listens on (gateway/src/core/http/session-cache.ts). */
const CHANNEL = 'paydesk_auth_changes';

/**
 * Each gateway keeps the sessions it reads in memory. These triggers tell every gateway, through
 * LISTEN/NOTIFY, when something it may hold changed, whoever changed it (another replica, a script, psql):
 *   s:<sid>  a session row was updated or deleted (a write, a sign-out, a password change ending other sessions);
 *   m:<id>   a member's columns that a signed-in request is built from changed (status, type, agent flag, names);
 *   *        a table was truncated: forget everything.
 * A notice is sent when its transaction commits, so no gateway hears of a change that was rolled back (and
 * PostgreSQL folds identical notices of one transaction into one).
 */
export class Migration20261126000500_auth_change_notices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function session_change_notice() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' then
          perform pg_notify('${CHANNEL}', '*');
        else
          perform pg_notify('${CHANNEL}', 's:' || old.sid);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger session_changed after update or delete on "session"
                   for each row execute function session_change_notice();`);
    this.addSql(`create trigger session_truncated after truncate on "session"
                   for each statement execute function session_change_notice();`);
    this.addSql(`
      create function member_viewer_change_notice() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' then
          perform pg_notify('${CHANNEL}', '*');
        elsif tg_op = 'DELETE' or (old.status, old.mem_type, old.is_platform, old.name, old.login_name)
            is distinct from (new.status, new.mem_type, new.is_platform, new.name, new.login_name) then
          perform pg_notify('${CHANNEL}', 'm:' || old.id);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger member_viewer_changed after update or delete on member
                   for each row execute function member_viewer_change_notice();`);
    this.addSql(`create trigger member_truncated after truncate on member
                   for each statement execute function member_viewer_change_notice();`);
  }
}
