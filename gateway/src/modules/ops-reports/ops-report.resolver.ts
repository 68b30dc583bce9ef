import type { GatewayContext } from '../services';
import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Permission } from '../../schema/permission';
import { OpsDailySalesPage, OpsReportArgs, OpsSettlementPage, OpsWithdrawalPage } from './ops-report.types';

/** Read-only operator reports: operators in a session, and operator tokens with ops:reports:read. */
@Resolver()
export class OpsReportResolver {
  @Query(() => OpsDailySalesPage, {
    description: 'Operators: payments per Taiwan day, seller and pay type (count, collected amount), paged',
  })
  @Permission('ops_reports')
  opsDailySales(@Ctx() ctx: GatewayContext, @Args() args: OpsReportArgs): Promise<OpsDailySalesPage> {
    return ctx.services.opsReports.dailySales(ctx, args);
  }

  @Query(() => OpsSettlementPage, {
    description: 'Operators: per Taiwan day, what settlement moved from trust to held funds, with fees, paged',
  })
  @Permission('ops_reports')
  opsSettlementSummary(@Ctx() ctx: GatewayContext, @Args() args: OpsReportArgs): Promise<OpsSettlementPage> {
    return ctx.services.opsReports.settlements(ctx, args);
  }

  @Query(() => OpsWithdrawalPage, {
    description: 'Operators: withdrawals per Taiwan day of request and status (count, amount, fee, net), paged',
  })
  @Permission('ops_reports')
  opsWithdrawalSummary(@Ctx() ctx: GatewayContext, @Args() args: OpsReportArgs): Promise<OpsWithdrawalPage> {
    return ctx.services.opsReports.withdrawals(ctx, args);
  }
}
