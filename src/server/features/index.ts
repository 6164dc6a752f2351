import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { accountRoutes } from './account/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { announcementsRoutes } from './announcements/routes.ts';
import { attendanceRoutes } from './attendance/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { documentsRoutes } from './documents/routes.ts';
import { dosAndDontsRoutes } from './dos-and-donts/routes.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { galleryRoutes } from './gallery/routes.ts';
import { hallBookingsRoutes } from './hall-bookings/routes.ts';
import { houseRepairsRoutes } from './house-repairs/routes.ts';
import { inventoryRoutes } from './inventory/routes.ts';
import { invoicesRoutes } from './invoices/routes.ts';
import { membershipsRoutes } from './memberships/routes.ts';
import { officeMailRoutes } from './office-mail/routes.ts';
import { outboxRoutes } from './outbox/routes.ts';
import { parkingRoutes } from './parking/routes.ts';
import { profilesRoutes } from './profiles/routes.ts';
import { siteRoutes } from './site/routes.ts';

/** Every feature's routes; each registers its shared contract endpoints. */
export function featureRoutes(app: FastifyInstance, ctx: AppContext) {
  siteRoutes(app, ctx);
  accountRoutes(app, ctx);
  adminRoutes(app, ctx);
  auditRoutes(app, ctx);
  documentsRoutes(app, ctx);
  outboxRoutes(app, ctx);
  membershipsRoutes(app, ctx);
  dashboardRoutes(app, ctx);
  announcementsRoutes(app, ctx);
  dosAndDontsRoutes(app, ctx);
  feedbackRoutes(app, ctx);
  galleryRoutes(app, ctx);
  hallBookingsRoutes(app, ctx);
  parkingRoutes(app, ctx);
  houseRepairsRoutes(app, ctx);
  invoicesRoutes(app, ctx);
  inventoryRoutes(app, ctx);
  attendanceRoutes(app, ctx);
  profilesRoutes(app, ctx);
  analyticsRoutes(app, ctx);
  officeMailRoutes(app, ctx);
}
