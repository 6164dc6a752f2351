import type { FastifyInstance } from 'fastify';
import { attendanceAdminApi as api } from '../../../shared/attendance.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import {
  dayRegister,
  editAttendance,
  listAttendance,
  markAttendance,
  markDay,
  monthView,
} from './attendance-service.ts';
import { exportAttendanceCsv } from './csv-export.ts';
import { addHoliday, deactivateHoliday, listHolidays } from './holidays-service.ts';
import { adjustBalance, createYearBalances, listBalances } from './leave-balances.ts';
import { addStaff, deactivateStaff, listStaff, staffOptions } from './staff-service.ts';

export function attendanceRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, api.staff, (query) => listStaff(ctx.db, query));
  route(app, ctx, api.staffOptions, () => staffOptions(ctx.db));
  route(app, ctx, api.addStaff, async (input, { user, reply, file }) => {
    reply.code(201);
    return addStaff(ctx, user, input, file);
  });
  route(app, ctx, api.deactivateStaff, ({ id }, { user }) => deactivateStaff(ctx, user, id));

  route(app, ctx, api.attendance, (query) => listAttendance(ctx.db, query));
  route(app, ctx, api.day, ({ date }) => dayRegister(ctx.db, date));
  route(app, ctx, api.markDay, (input, { user }) => markDay(ctx, user, input));
  route(app, ctx, api.mark, (input, { user }) => markAttendance(ctx, user, input));
  route(app, ctx, api.edit, ({ id, ...change }, { user }) => editAttendance(ctx, user, id, change));
  route(app, ctx, api.month, (query) => monthView(ctx.db, query));
  route(app, ctx, api.export, (filters, { user }) => exportAttendanceCsv(ctx, user, filters));

  route(app, ctx, api.balances, (query) => listBalances(ctx.db, query));
  route(app, ctx, api.createBalances, ({ year }, { user }) => createYearBalances(ctx, user, year));
  route(app, ctx, api.adjust, (input, { user }) => adjustBalance(ctx, user, input));

  route(app, ctx, api.holidays, (query) => listHolidays(ctx.db, query));
  route(app, ctx, api.addHoliday, async (input, { user, reply }) => {
    reply.code(201);
    return addHoliday(ctx, user, input);
  });
  route(app, ctx, api.deactivateHoliday, ({ id }, { user }) => deactivateHoliday(ctx, user, id));
}
