/** Exports of the fault monitor, the maintenance plans and the maintenance status (xlsx, as the screens show them). */
import type { FastifyInstance } from 'fastify';
import { FAULT_COLUMNS, type FaultRow } from '../../../src/contract/fleetFaults';
import { MAINTENANCE_PLAN_COLUMNS, MAINTENANCE_STATUS_COLUMNS, type MaintenancePlanRow, type MaintenanceStatusRow } from '../../../src/contract/maintenance';
import { exportColumns } from '../../lib/export/format';
import { registerExport } from '../../lib/export/registerExport';
import { translate, type Lang } from '../../lib/messages';
import type { Services } from '../../services';

type Described = FaultRow & { description: string };
type Cycled = MaintenancePlanRow & { cycle: string };

/** The description in the reader's language, the other one when it is blank. */
export const describe = (r: { descriptionZh: string; descriptionEn: string }, lang: Lang) => (lang === 'en' ? r.descriptionEn || r.descriptionZh : r.descriptionZh || r.descriptionEn);

export function registerUpkeepExports(app: FastifyInstance, services: Services): void {
  registerExport<Described>(app, {
    base: '/fleet/v1/faults',
    access: { permission: 'fault:export' },
    tags: ['fleet: faults'],
    noun: 'fault',
    fileName: 'fleetFault.fileName',
    list: async (ctx, body, lang) => {
      const page = await services.faults.list(ctx, body);
      return { totalNum: page.totalNum, list: page.list.map((r) => ({ ...(r as unknown as FaultRow), description: describe(r, lang) })) };
    },
    columns: exportColumns(FAULT_COLUMNS, {
      tailNo: (r) => r.tailNo,
      kind: (r) => r.kind,
      melItem: (r) => r.melItem,
      melCategory: (r) => r.melCategory,
      ata: (r) => r.ata,
      reportLeg: (r) => r.reportLeg,
      description: (r) => r.description,
      discoveredAt: (r) => r.discoveredAt,
      deadlineAt: (r) => r.deadlineAt,
      state: (r) => r.state,
      reportedBy: (r) => r.reportedBy,
      closedAt: (r) => r.closedAt,
      rectification: (r) => r.rectification,
    }),
  });
  registerExport<Cycled>(app, {
    base: '/fleet/v1/maintenancePlans',
    access: { permission: 'maintenance:export' },
    tags: ['fleet: maintenance'],
    noun: 'maintenance plan item',
    fileName: 'maintenance.fileName',
    list: async (ctx, body, lang) => {
      const page = await services.maintenance.list(ctx, body);
      const cycle = (r: { cycleValue: number | null; cycleUnit: string | null }) => (r.cycleValue && r.cycleUnit ? `${r.cycleValue} ${translate(`maintenance.cycleUnit.${r.cycleUnit}`, lang)}` : '');
      return { totalNum: page.totalNum, list: page.list.map((r) => ({ ...(r as unknown as MaintenancePlanRow), cycle: cycle(r) })) };
    },
    columns: exportColumns(MAINTENANCE_PLAN_COLUMNS, {
      tailNo: (r) => r.tailNo,
      name: (r) => r.name,
      level: (r) => r.level,
      position: (r) => r.position,
      plannedStart: (r) => r.plannedStart,
      plannedEnd: (r) => r.plannedEnd,
      cycle: (r) => r.cycle,
      needsFe: (r) => r.needsFe,
      state: (r) => r.state,
      note: (r) => r.note,
    }),
  });
  registerExport<MaintenanceStatusRow>(app, {
    base: '/fleet/v1/maintenanceStatus',
    access: { permission: 'maintenanceStatus:export' },
    tags: ['fleet: maintenance'],
    noun: 'maintenance status',
    fileName: 'maintenance.statusFileName',
    list: (ctx, body) => services.maintenance.status(ctx, { page: body.page, pageSize: body.pageSize }) as never,
    columns: exportColumns(MAINTENANCE_STATUS_COLUMNS, {
      tailNo: (r) => r.tailNo,
      status: (r) => r.status,
      lastName: (r) => r.lastName,
      lastDoneAt: (r) => r.lastDoneAt,
      nextName: (r) => r.nextName,
      nextStart: (r) => r.nextStart,
      daysLeft: (r) => r.daysLeft,
      overdue: (r) => r.overdue,
    }),
  });
}
