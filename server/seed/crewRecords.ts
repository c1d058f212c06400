/**
 * The demo crew's records, written through the crew record services before the demo trips: every
 * crew member holds the documents their role needs (pilots a licence — ATPL for captains, CPL for
 * first officers — a class 1 medical, an ability on each type they are qualified on and an ICAO
 * English level; cabin crew a medical and a security document; engineers a maintenance licence),
 * spread over every band (normal, within three months, within ten days, expired) — except that the
 * documents the demo trips' pilots need stay valid through the demo window, but for two of those
 * pilots whose medical runs out three days after the seed day (the crew guard keeps them off the
 * later legs). Also leave, rest, standby and training periods in the demo window, training records
 * and examinations, contracts, equipment and memberships. Deterministic for one seed day.
 */
import { addDays, DEFAULT_OPERATOR_ZONE, todayIn } from '../../src/domain/expiry';
import type { Ctx } from '../lib/context';
import type { Services } from '../services';
import { DEMO_CREW_FILE_TYPES, DEMO_LICENCE_TYPES, DEMO_MEDICAL_TYPES, DEMO_SECURITY_TYPES } from './declared';
import { demoPilotPicks } from './demoTrips';
import { generateReferenceData, REFERENCE_SEED, type CrewSeed } from './reference';

export interface CrewRecordCounts {
  documents: number;
  abilities: number;
  activities: number;
  trainings: number;
  contracts: number;
  equipment: number;
  memberships: number;
}

type Band = 'normal' | 'months' | 'days' | 'expired';
const BANDS: readonly Band[] = ['normal', 'months', 'days', 'expired'];

/** A due date in `band` as of `today`, varied by `i` (within three months stays past the demo window's 30 days). */
export function dueIn(band: Band, today: string, i: number): string {
  switch (band) {
    case 'normal':
      return addDays(today, 400 + ((i * 37) % 900));
    case 'months':
      return addDays(today, 45 + ((i * 7) % 40));
    case 'days':
      return addDays(today, 2 + (i % 7));
    case 'expired':
      return addDays(today, -(3 + ((i * 11) % 60)));
  }
}

/** A UTC instant at `hour` o'clock of `day` in Beijing time (the demo bases' zone). */
const at = (day: string, hour: number) => new Date(Date.parse(`${day}T00:00:00+08:00`) + hour * 3_600_000);

/** The demo crew members whose medical runs out in the demo window: two pilots the trips ask for first. */
export function demoMedicalExpiring(reference = generateReferenceData('demo', REFERENCE_SEED)): string[] {
  const firsts = demoPilotPicks(reference).flatMap((p) => (p ? [p.pic, p.sic] : []));
  return [...new Set(firsts)].slice(0, 2);
}

export async function seedCrewRecords(services: Services, ctx: Ctx, opts: { now?: number } = {}): Promise<CrewRecordCounts> {
  const r = services.crewRecords;
  const today = todayIn(opts.now ?? Date.now(), DEFAULT_OPERATOR_ZONE);
  const reference = generateReferenceData('demo', REFERENCE_SEED);
  const page = { page: 1, pageSize: 500 };
  const crewRows = (await services.crews.list(ctx, page)).list as { id: string; workNo: string }[];
  const crewId = new Map(crewRows.map((c) => [c.workNo, c.id]));
  const typeId = new Map(((await services.aircraftTypes.list(ctx, page)).list as { id: string; code: string }[]).map((t) => [t.code, t.id]));
  const typeIds = async (name: 'licenceType' | 'medicalType' | 'securityType' | 'crewFileType') =>
    new Map(((await services.declared[name]!.list(ctx, page)).list as { id: string; name: string }[]).map((t) => [t.name, t.id]));
  const [licences, medicals, securities, files] = [await typeIds('licenceType'), await typeIds('medicalType'), await typeIds('securityType'), await typeIds('crewFileType')];
  const type = (m: Map<string, string>, name: string) => m.get(name)!;
  const ATPL = type(licences, DEMO_LICENCE_TYPES[0]![0]);
  const CPL = type(licences, DEMO_LICENCE_TYPES[1]![0]);
  const AML = type(licences, DEMO_LICENCE_TYPES[4]![0]);
  const CLASS1 = type(medicals, DEMO_MEDICAL_TYPES[0]![0]);
  const CLASS4 = type(medicals, DEMO_MEDICAL_TYPES[2]![0]);
  const SECURITY = type(securities, DEMO_SECURITY_TYPES[0]![0]);
  const PASSPORT = type(files, DEMO_CREW_FILE_TYPES[0]![0]);

  // the pilots the demo trips ask for (first picks and alternates) keep their required documents valid
  const tripPilots = new Set(demoPilotPicks(reference).flatMap((p) => (p ? [p.pic, p.sic, ...p.alternates.pic, ...p.alternates.sic] : [])));
  const firstPicks = new Set(demoPilotPicks(reference).flatMap((p) => (p ? [p.pic, p.sic] : [])));
  const expiring = new Set(demoMedicalExpiring(reference));
  const counts: CrewRecordCounts = { documents: 0, abilities: 0, activities: 0, trainings: 0, contracts: 0, equipment: 0, memberships: 0 };
  const doc = async (body: Parameters<typeof r.documents.create>[1]) => {
    await r.documents.create(ctx, body);
    counts.documents++;
  };
  const longAgo = addDays(today, -400);
  const leaves = { pilot: 0, cabin: 0 };

  for (const [i, c] of reference.crew.entries()) {
    const id = crewId.get(c.workNo);
    if (!id) continue;
    const flies = tripPilots.has(c.workNo);
    // required documents: valid through the window for the trips' pilots, every band for the others
    const required = (j: number): Band => (flies ? (j % 3 === 0 ? 'months' : 'normal') : BANDS[j % BANDS.length]!);
    const other = (j: number): Band => BANDS[j % BANDS.length]!;
    const effectiveDate = c.hireDate < longAgo ? c.hireDate : longAgo;
    if (c.crewType === 'pilot') {
      const icaoLevel = 4 + (i % 3);
      await doc({
        crewId: id,
        kind: 'licence',
        typeId: c.position === 'captain' ? ATPL : CPL,
        docNo: `${c.position === 'captain' ? 'ATPL' : 'CPL'}-${c.workNo}`,
        effectiveDate,
        dueDate: dueIn(required(i + 1), today, i),
        issueCountry: c.nationality,
        endorsements: c.qualifiedTypeCodes.join(' '),
        icaoLevel,
        icaoDueDate: icaoLevel === 6 ? null : dueIn(other(i), today, i + 3),
      });
      const medicalDue = expiring.has(c.workNo) ? addDays(today, 3) : dueIn(required(i), today, i + 1);
      await doc({ crewId: id, kind: 'medical', typeId: CLASS1, docNo: `MED-${c.workNo}`, effectiveDate: addDays(today, -200), dueDate: medicalDue });
      for (const [j, code] of c.qualifiedTypeCodes.entries()) {
        await r.abilities.create(ctx, {
          crewId: id,
          aircraftTypeId: typeId.get(code)!,
          ability: c.position === 'captain' ? 'captain' : 'firstOfficer',
          rules: 'CCAR-91',
          authDate: longAgo,
          dueDate: dueIn(required(i + j + 2), today, i + j),
          abilityLevel: c.position === 'captain' ? 'A' : 'B',
        });
        counts.abilities++;
      }
    } else if (c.crewType === 'cabin') {
      await doc({ crewId: id, kind: 'medical', typeId: CLASS4, docNo: `MED-${c.workNo}`, effectiveDate: addDays(today, -200), dueDate: dueIn(required(i), today, i) });
      await doc({ crewId: id, kind: 'security', typeId: SECURITY, docNo: `SEC-${c.workNo}`, effectiveDate: longAgo, dueDate: dueIn(required(i + 1), today, i + 5) });
    } else {
      await doc({ crewId: id, kind: 'licence', typeId: AML, docNo: `AML-${c.workNo}`, effectiveDate, dueDate: dueIn(required(i), today, i), issueCountry: 'CN', endorsements: c.qualifiedTypeCodes.join(' ') || null });
      for (const [j, code] of c.qualifiedTypeCodes.entries()) {
        await r.abilities.create(ctx, { crewId: id, aircraftTypeId: typeId.get(code)!, ability: 'engineer', rules: 'CCAR-145', authDate: longAgo, dueDate: dueIn(other(i + j), today, i + j) });
        counts.abilities++;
      }
    }
    // passports of the foreign pilots and of every sixth crew member, in every band
    if (c.nationality !== 'CN' || i % 6 === 0) {
      await doc({ crewId: id, kind: 'file', typeId: PASSPORT, docNo: `E${String(10_000_000 + i * 7919).slice(-8)}`, effectiveDate: addDays(today, -1500), dueDate: dueIn(other(i + 2), today, i), issueCountry: c.nationality });
    }
    if (c.crewType === 'pilot' && i % 2 === 0) {
      await r.trainings.create(ctx, { crewId: id, kind: 'training', name: '年度复训', aircraftTypeId: typeId.get(c.qualifiedTypeCodes[0] ?? '') ?? null, startDate: addDays(today, -300), endDate: addDays(today, -296), result: 'pass', instructor: '王教员', dueDate: dueIn(other(i + 1), today, i) });
      counts.trainings++;
      if (i % 4 === 0) {
        await r.trainings.create(ctx, { crewId: id, kind: 'exam', name: '熟练检查', startDate: addDays(today, -150), result: 'pass', score: String(85 + (i % 15)), instructor: '李检查员', dueDate: dueIn(other(i + 3), today, i + 1) });
        counts.trainings++;
      }
    }
    counts.activities += await seedActivities(services, ctx, c, id, i, today, { flies: firstPicks.has(c.workNo), leaves });
    if (i % 4 === 0) {
      await r.contracts.create(ctx, { crewId: id, contractNo: `HT-${c.workNo}`, startDate: c.hireDate, leaveDays: c.crewType === 'pilot' ? 15 : 10 });
      counts.contracts++;
    }
    if (i % 6 === 0) {
      const status = (['received', 'returned', 'notReceived'] as const)[(i / 6) % 3]!;
      await r.equipment.create(ctx, {
        crewId: id,
        item: c.crewType === 'pilot' ? '飞行箱' : c.crewType === 'cabin' ? '制服' : '工具包',
        size: c.crewType === 'cabin' ? 'M' : null,
        status,
        receivedDate: status === 'notReceived' ? null : c.hireDate,
        returnedDate: status === 'returned' ? addDays(today, -30) : null,
      });
      counts.equipment++;
    }
    if (i % 8 === 0) {
      await r.memberships.create(ctx, { crewId: id, kind: i % 16 === 0 ? 'airline' : 'hotel', provider: i % 16 === 0 ? '中国国际航空 凤凰知音' : '万豪旅享家', memberNo: `M${100_000 + i * 17}`, level: i % 20 === 0 ? '金卡' : '银卡', dueDate: dueIn('normal', today, i) });
      counts.memberships++;
    }
  }
  // every crew member who flies holds the documents their role needs; the operator keeps the default
  // 'recorded' check (a missing document warns, an expired one refuses) and may switch to 'strict'
  return counts;
}

/**
 * Leave of a few pilots (not the trips' first picks) and cabin crew, rest, standby and training
 * days in the demo window (from the seed day to three weeks on).
 */
async function seedActivities(services: Services, ctx: Ctx, c: CrewSeed, id: string, i: number, today: string, o: { flies: boolean; leaves: { pilot: number; cabin: number } }): Promise<number> {
  const r = services.crewRecords.activities;
  let n = 0;
  const add = async (kind: 'leave' | 'rest' | 'standby' | 'training' | 'officialBusiness', fromDay: number, days: number, place?: string) => {
    await r.create(ctx, { crewId: id, kind, startUtc: at(addDays(today, fromDay), 0), endUtc: at(addDays(today, fromDay + days), 0), place: place ?? null });
    n++;
  };
  if (!o.flies && c.crewType === 'pilot' && o.leaves.pilot < 4 && i % 3 === 1) {
    o.leaves.pilot++;
    await add('leave', 2 + (i % 5), 5);
  } else if (c.crewType === 'cabin' && o.leaves.cabin < 4 && i % 4 === 1) {
    o.leaves.cabin++;
    await add('leave', 1 + (i % 6), 4);
  } else if (!o.flies && i % 5 === 2) {
    await add('standby', 1 + (i % 7), 1, c.baseIcao);
  } else if (!o.flies && i % 5 === 4) {
    await add('training', 3 + (i % 9), 2, c.baseIcao);
  } else if (!o.flies && i % 7 === 0) {
    await add('rest', 1 + (i % 4), 2);
  }
  return n;
}
