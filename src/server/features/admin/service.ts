// The dashboard's figures, the printable report and the sidebar badges: all read from platform/figures.ts, so they agree.
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { societyFigures } from '../../platform/figures.ts';

export const dashboardStats = async (db: Db) => ({ ...(await societyFigures(db)), generatedAt: new Date() });

/** Opening the dashboard: the figures, and the visit in the audit log. */
export async function viewDashboard(ctx: AppContext, user: SessionUser) {
  // Opened by every admin on every visit: the figures are kept a few seconds (platform/cache.ts); the view is
  // still recorded each time.
  const stats = await ctx.cache.memo('admin:stats', () => dashboardStats(ctx.db));
  await audit(ctx.db, { userId: user.id, action: 'admin_dashboard_viewed', resource: 'admin_dashboard' });
  return stats;
}

/** View Reports: the same figures generated afresh, recorded as a generated report with its totals. */
export async function generateReport(ctx: AppContext, user: SessionUser) {
  const stats = await dashboardStats(ctx.db);
  await audit(ctx.db, {
    userId: user.id,
    action: 'stats_report_generated',
    resource: 'admin_dashboard',
    details: {
      totalMembers: stats.totalMembers,
      revenue: Number(stats.revenue),
      bookings: stats.bookings,
      pending: stats.pending,
      pendingParking: stats.pendingParking,
    },
  });
  return stats;
}

/** The sidebar's pending counts, one per approval screen: the dashboard's pending figures split by screen. */
export async function adminBadges(db: Db) {
  const f = await societyFigures(db);
  return {
    parking: f.pendingParking,
    gymHall: f.pendingMemberships + f.pendingBookings,
    repairs: f.pendingRepairs,
  };
}
