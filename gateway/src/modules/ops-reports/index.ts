/** The ops-reports module's public surface: nothing yet (its queries are reached through GraphQL only). */
export type { OpsReportService } from './ops-report.service';
