/**
 * Crew document reminders: every dated record (documents, the ICAO English level of a licence, type
 * abilities, trainings with a next due date) that entered a band not yet reminded — '3months',
 * '10days', 'expired' on the crew member's calendar day — gets one category-6 message event
 * (`CREW_DOCUMENT_EXPIRY`) for the crew seat and the crew member's own account (`receiverUserIds`).
 * The conditional update of the record's band (still the band read, still the due date read) makes
 * it once across server processes; a changed due date clears the band and starts over.
 */
import { and, eq, isNull, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import { CrewDocumentCode } from '../../../../src/domain/message/categories';
import { bandToNotify, todayIn, type ReminderBand } from '../../../../src/domain/expiry';
import type { Db, DbOrTx } from '../../../db/client';
import { crewAbilities, crewDocuments, crewTrainings } from '../../../db/schema';
import { scheduleQuarterHourRuns } from '../../../lib/quarterJob';
import { translate } from '../../../lib/messages';
import { createTripRepository } from '../../trip/trips/tripRepository';
import { expiryOf, loadCrewFacts, recordDayOf, type RecordDay } from './recordCommon';
import { promptDaysSql, typeCodesOf, typesOfRows } from './recordLookups';

/** Widest window a band can open before the due date (operator months and type prompt days aside): two years. */
const WINDOW_DAYS = 750;

type Labels = { zh: string; zhtw: string; en: string };
const labels = (key: string): Labels => ({ zh: translate(key, 'zh'), zhtw: translate(key, 'zhtw'), en: translate(key, 'en') });
const same = (text: string, en?: string | null): Labels => ({ zh: text, zhtw: text, en: en || text });

/** One dated thing to remind: where its band is kept, and what the message says. */
interface Candidate {
  companyId: string;
  crewId: string;
  recordId: string;
  record: 'document' | 'englishLevel' | 'ability' | 'training';
  dueDate: string;
  promptDays: number | null;
  notifiedBand: string | null;
  document: Labels;
  /** Takes the band if it is still `notifiedBand` and the due date still `dueDate`; true when taken. */
  take: (tx: DbOrTx, band: ReminderBand, now: Date) => Promise<boolean>;
}

const taker =
  (table: typeof crewDocuments | typeof crewAbilities | typeof crewTrainings, id: string, bandCol: AnyColumn, dueCol: AnyColumn, band0: string | null, due: string) =>
  async (tx: DbOrTx, band: ReminderBand, now: Date) => {
    const set = bandCol === crewDocuments.icaoNotifiedBand ? { icaoNotifiedBand: band } : { notifiedBand: band, notifiedTime: now };
    const done = await tx
      .update(table)
      .set(set as never)
      .where(and(eq(table.id, id), band0 === null ? isNull(bandCol) : eq(bandCol, band0), eq(dueCol, due)))
      .returning({ id: table.id });
    return done.length > 0;
  };

const open = (band: AnyColumn) => or(isNull(band), ne(band, 'expired'));

async function candidatesOf(db: Db, utcDay: string): Promise<Candidate[]> {
  const D = crewDocuments;
  const out: Candidate[] = [];
  const within = (due: AnyColumn, prompt: ReturnType<typeof promptDaysSql> | null) =>
    prompt ? sql`${due} <= ${utcDay}::date + ${WINDOW_DAYS}::int + coalesce(${prompt}, 0)::int` : sql`${due} <= ${utcDay}::date + ${WINDOW_DAYS}::int`;
  const docs = await db
    .select({ id: D.id, companyId: D.companyId, crewId: D.crewId, kind: D.kind, typeId: D.typeId, docNo: D.docNo, dueDate: D.dueDate, icaoDueDate: D.icaoDueDate, icaoLevel: D.icaoLevel, notifiedBand: D.notifiedBand, icaoNotifiedBand: D.icaoNotifiedBand })
    .from(D)
    .where(or(and(open(D.notifiedBand), within(D.dueDate, promptDaysSql(D.kind, D.typeId))), and(open(D.icaoNotifiedBand), within(D.icaoDueDate, null))));
  const types = await typesOfRows(db, docs);
  const english = labels('crewRecord.kind.englishLevel');
  for (const d of docs) {
    const type = types.get(d.typeId);
    const name = same(`${type?.name ?? ''} ${d.docNo ?? ''}`.trim(), type?.nameEn ? `${type.nameEn} ${d.docNo ?? ''}`.trim() : null);
    const base = { companyId: d.companyId, crewId: d.crewId, recordId: d.id };
    if (d.dueDate && d.notifiedBand !== 'expired')
      out.push({ ...base, record: 'document', dueDate: d.dueDate, promptDays: type?.promptDay ?? null, notifiedBand: d.notifiedBand, document: name, take: taker(D, d.id, D.notifiedBand, D.dueDate, d.notifiedBand, d.dueDate) });
    if (d.icaoDueDate && d.icaoNotifiedBand !== 'expired') {
      const level = (l: string) => `${l} ${d.icaoLevel ?? ''}`.trim();
      out.push({ ...base, record: 'englishLevel', dueDate: d.icaoDueDate, promptDays: null, notifiedBand: d.icaoNotifiedBand, document: { zh: level(english.zh), zhtw: level(english.zhtw), en: level(english.en) }, take: taker(D, d.id, D.icaoNotifiedBand, D.icaoDueDate, d.icaoNotifiedBand, d.icaoDueDate) });
    }
  }
  const A = crewAbilities;
  const abilities = await db.select().from(A).where(and(open(A.notifiedBand), within(A.dueDate, null)));
  const codes = await typeCodesOf(db, abilities.map((a) => a.aircraftTypeId));
  for (const a of abilities) {
    const what = labels(`crewRecord.ability.${a.ability}`);
    const code = codes.get(a.aircraftTypeId) ?? '';
    out.push({
      companyId: a.companyId,
      crewId: a.crewId,
      recordId: a.id,
      record: 'ability',
      dueDate: a.dueDate!,
      promptDays: null,
      notifiedBand: a.notifiedBand,
      document: { zh: `${code} ${what.zh}`, zhtw: `${code} ${what.zhtw}`, en: `${code} ${what.en}` },
      take: taker(A, a.id, A.notifiedBand, A.dueDate, a.notifiedBand, a.dueDate!),
    });
  }
  const T = crewTrainings;
  const trainings = await db.select().from(T).where(and(open(T.notifiedBand), within(T.dueDate, null)));
  for (const t of trainings)
    out.push({ companyId: t.companyId, crewId: t.crewId, recordId: t.id, record: 'training', dueDate: t.dueDate!, promptDays: null, notifiedBand: t.notifiedBand, document: same(t.name), take: taker(T, t.id, T.notifiedBand, T.dueDate, t.notifiedBand, t.dueDate!) });
  return out;
}

export function createCrewReminderService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** One run: every record whose band moved gets its event (each band once). Answers how many were written. */
    async runCrewReminders(now: Date = new Date()): Promise<{ today: string; reminded: number }> {
      const utcDay = todayIn(now, 'UTC');
      const candidates = await candidatesOf(db, utcDay);
      const days = new Map<string, RecordDay>();
      const facts = await loadCrewFacts(db, candidates.map((c) => c.crewId));
      let reminded = 0;
      for (const c of candidates) {
        let day = days.get(c.companyId);
        if (!day) days.set(c.companyId, (day = await recordDayOf(db, c.companyId, now)));
        const crew = facts.get(c.crewId);
        const state = expiryOf(c.dueDate, day.dayOf(crew?.zone), day.bands, c.promptDays);
        const band = bandToNotify(state.band, c.notifiedBand);
        if (!band) continue;
        const wrote = await db.transaction(async (tx) => {
          if (!(await c.take(tx, band, now))) return false;
          await createTripRepository(tx).appendEvent({
            companyId: c.companyId,
            functionCode: CrewDocumentCode.expiry,
            tripId: null,
            legId: null,
            payload: {
              crewId: c.crewId,
              crewType: crew?.crewType ?? null,
              baseIcao: crew?.baseIcao ?? null,
              workNo: crew?.workNo ?? null,
              crewName: crew?.crewName ?? null,
              record: c.record,
              recordId: c.recordId,
              document: c.document,
              endDate: c.dueDate,
              band,
              daysLeft: state.daysLeft,
              // the crew member hears of their own documents on their own account
              receiverUserIds: crew?.userId ? [crew.userId] : [],
              // by e-mail (when the operator turns it on), to the crew member's own address
              emailTo: crew?.email ? [{ address: crew.email, name: crew.crewName }] : [],
            },
            userId: null,
            userName: 'system',
          });
          return true;
        });
        if (wrote) reminded++;
      }
      return { today: utcDay, reminded };
    },
  };
}

export type CrewReminderService = ReturnType<typeof createCrewReminderService>;

type Log = { error: (o: object, m: string) => void; info: (o: object, m: string) => void };

/** The crew document reminders at start and each quarter hour (as the certificates'). */
export function scheduleCrewReminders(service: Pick<CrewReminderService, 'runCrewReminders'>, log: Log): () => Promise<void> {
  return scheduleQuarterHourRuns((now) => service.runCrewReminders(now), 'crew document reminders', log);
}
