/**
 * Demo certificates and machine supplies of the demo fleet, written through the services. End dates
 * are set from the seed day so every status shows: normal, near expiry (3 months and 10 days) and
 * expired. Supplies get a few refills and issues so the history has balances to show.
 */
import { addDays, addMonths, CERTIFICATE_TYPES, todayIn } from '../../src/domain/fleet/certificate';
import type { Ctx } from '../lib/context';
import type { Services } from '../services';

/** Offsets of the end dates from today, by certificate slot, cycling over the aircraft. */
const END_OFFSETS = [400, 45, 5, -12, 700, 80, 9, 220];

const SUPPLIES = [
  { title: '油料', name: '滑油', nameEn: 'Engine oil', unit: 'qt', lowStock: '6', moves: [['refill', '24'], ['issue', '4'], ['issue', '3']] },
  { title: '油料', name: '液压油', nameEn: 'Hydraulic fluid', unit: 'qt', lowStock: '4', moves: [['refill', '8'], ['issue', '5']] },
  { title: '耗材', name: '刹车片', nameEn: 'Brake pads', unit: 'set', lowStock: '1', moves: [['refill', '2']] },
  { title: '客舱', name: '急救药箱', nameEn: 'First-aid kit', unit: 'pc', lowStock: '1', moves: [['refill', '2'], ['issue', '1']] },
] as const;

export async function seedFleetUpkeep(services: Services, ctx: Ctx, now = new Date()): Promise<void> {
  const today = todayIn(now);
  const fleet = (await services.aircraft.list(ctx, { pageSize: 500, sortProperties: 'sortNum', sortDirection: 'asc' })).list;
  let slot = 0;
  for (const [i, a] of fleet.entries()) {
    // registration and airworthiness for every aircraft, one more type on every other one
    const types = i % 2 === 0 ? ['registration', 'airworthiness', CERTIFICATE_TYPES[2 + (i % 5)]!] : ['registration', 'airworthiness'];
    for (const certType of types) {
      const offset = END_OFFSETS[slot++ % END_OFFSETS.length]!;
      const endDate = addDays(today, offset);
      await services.certificates.create(ctx, {
        aircraftId: a.id,
        certType: certType as (typeof CERTIFICATE_TYPES)[number],
        certNo: `${a.tailNo}-${certType.slice(0, 3).toUpperCase()}-${String(slot).padStart(3, '0')}`,
        signDate: addMonths(endDate, -24),
        endDate,
        // insurance reminds 60 days ahead, the others use the 3-month default
        reminderDays: certType === 'insurance' ? 60 : null,
      });
    }
    if (i >= 4) continue;
    for (const [j, s] of SUPPLIES.entries()) {
      const item = await services.supplies.create(ctx, { aircraftId: a.id, title: s.title, name: s.name, nameEn: s.nameEn, unit: s.unit, lowStock: s.lowStock, sortNum: j + 1 });
      for (const [kind, quantity] of s.moves) await services.supplies.move(ctx, item.id, kind, { quantity, note: kind === 'refill' ? '入库' : '航前领用' });
    }
  }
}
