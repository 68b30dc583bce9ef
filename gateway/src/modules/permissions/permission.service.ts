import type { RequestContext } from '../../core/context';
import { PermissionEntry } from './permission-entry.entity';
import type { PermissionEntryType } from './permission.types';

/** The permission catalogue as stored (synchronised from db/seeds on every boot). */
export class PermissionService {
  async catalogue(ctx: RequestContext): Promise<PermissionEntryType[]> {
    const rows = await ctx.em.find(PermissionEntry, {}, { orderBy: { sort: 'asc' } });
    return rows.map((r) => ({
      key: r.key,
      type: r.type,
      bread: r.bread,
      parentKey: r.parentKey ?? null,
      sort: r.sort,
      area: r.area,
    }));
  }

  async keys(ctx: RequestContext): Promise<Set<string>> {
    return new Set((await this.catalogue(ctx)).map((e) => e.key));
  }
}
