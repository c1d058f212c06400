/**
 * Demo fleet upkeep, written through the fault and maintenance services relative to `now` (like the
 * demo trips): the aircraft that flies no demo trip (the second) is AOG with a report attached and
 * has an inspection in the next 7 days; two aircraft carry open MEL items (one due by the end of
 * today in the operator's zone, so within 24 hours); two faults are closed; every aircraft has an
 * inspection done some weeks ago whose confirmation planned the next one beyond the demo trips.
 */
import type { Ctx } from '../lib/context';
import type { Services } from '../services';
import { minimalPdf } from './demoFiles';

const H = 3_600_000;
const D = 24 * H;
const iso = (ms: number) => new Date(ms).toISOString();

export async function seedDemoUpkeep(services: Services, ctx: Ctx, planes: readonly { id: string; tailNo: string }[], now = Date.now()): Promise<void> {
  if (planes.length < 4) return;
  const at = (i: number) => planes[i % planes.length]!;
  const fault = (body: Parameters<Services['faults']['create']>[1]) => services.faults.create(ctx, body);

  // inspections done (each confirmation plans the next one by its 60-day cycle: after the demo trips)
  for (const [i, plane] of planes.entries()) {
    const start = now - (15 + (i % 5)) * D;
    const plan = await services.maintenance.create(ctx, {
      aircraftId: plane.id,
      name: 'A检 A-check',
      level: 'A',
      position: i % 2 === 0 ? 'ZBAA' : 'ZSSS',
      plannedStart: iso(start),
      plannedEnd: iso(start + D),
      cycleValue: 60,
      cycleUnit: 'days',
      needsFe: i % 3 === 0,
    });
    await services.maintenance.confirm(ctx, plan.id, { version: plan.version, doneBy: '机务 Line maintenance', doneAt: iso(start + 8 * H), note: 'All tasks completed' });
  }

  // the aircraft that flies no demo trip: AOG now, its report attached, and a C-check in the next days
  const grounded = at(1);
  const aog = await fault({
    aircraftId: grounded.id,
    kind: 'aog',
    ata: '32',
    descriptionZh: '左主起落架作动筒渗漏，待换件',
    descriptionEn: 'Left main gear actuator leak, awaiting part',
    discoveredAt: iso(now - 6 * H),
    reportedBy: '机务 Line maintenance',
    expectedReturnAt: iso(now + 2 * D),
  });
  const up = await services.files.upload(ctx, { files: [{ name: `AOG ${grounded.tailNo}.pdf`, bytes: minimalPdf(`AOG report ${grounded.tailNo}`) }] });
  const ref = { recordType: 'aircraftFault' as const, recordId: aog.id };
  const set = await services.files.attachments(ctx, ref);
  await services.files.setAttachments(ctx, ref, { version: set.version, fileIds: [up.id] });
  await services.maintenance.create(ctx, {
    aircraftId: grounded.id,
    name: 'C检 C-check',
    level: 'C',
    position: 'ZBAA',
    plannedStart: iso(now + 4 * D),
    plannedEnd: iso(now + 6 * D),
    cycleValue: 24,
    cycleUnit: 'days',
    needsFe: true,
  });

  // open MEL items: category C found four days ago, category B found three days ago (due by the end of today)
  await fault({ aircraftId: at(3).id, kind: 'mel', ata: '21', melItem: '21-31-01', melCategory: 'C', descriptionZh: '客舱压力指示器不工作', descriptionEn: 'Cabin pressure indicator inoperative', discoveredAt: iso(now - 4 * D), reportedBy: '机长 Captain' });
  await fault({ aircraftId: at(5).id, kind: 'mel', ata: '33', melItem: '33-42-02', melCategory: 'B', descriptionZh: '右侧航行灯不亮', descriptionEn: 'Right navigation light inoperative', discoveredAt: iso(now - 3 * D), reportedBy: '机长 Captain' });

  // closed: an AOG of three weeks ago and a maintenance fault of ten days ago
  const old = await fault({ aircraftId: at(0).id, kind: 'aog', ata: '36', descriptionZh: '引气活门故障', descriptionEn: 'Bleed air valve failure', discoveredAt: iso(now - 21 * D), reportedBy: '机务 Line maintenance' });
  await services.faults.close(ctx, old.id, { version: old.version, rectification: 'Bleed air valve replaced, ground run satisfactory', closedAt: iso(now - 20 * D) });
  const cabin = await fault({ aircraftId: at(4).id, kind: 'maintenance', ata: '25', descriptionZh: '客舱座椅扶手松动', descriptionEn: 'Cabin seat armrest loose', discoveredAt: iso(now - 10 * D) });
  await services.faults.close(ctx, cabin.id, { version: cabin.version, rectification: 'Armrest fastener tightened', closedAt: iso(now - 9 * D) });
}
