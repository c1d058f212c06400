/**
 * What the target aircraft's faults and inspections say about flying a leg (moving it on the
 * Gantt, assigning the aircraft, new times): the fleet's `legUpkeepVerdict` turned into the trip's
 * refusal and warning keys, each naming the fault or inspection. Texts in locales/*\/gantt.json
 * with the other move keys. Instants in params are 'yyyy-MM-dd HH:mmZ' (UTC).
 */
import { legUpkeepVerdict, type FaultFacts, type LegUpkeepIssue, type MaintenanceFacts } from '../fleet/availability';
import type { RefusalParams } from './errors';

export const UK = {
  /** {tailNo, descriptionZh, descriptionEn, since} An open AOG holds the aircraft. */
  aircraftAog: 'trip.error.aircraftAog',
  /** {tailNo, name, start, end} A planned inspection overlaps the leg. */
  aircraftInspection: 'trip.error.aircraftInspection',
  /** {tailNo, melItem, deadline} An open MEL item's deadline passes before the leg lands. */
  aircraftMelExpired: 'trip.error.aircraftMelExpired',
  /** {tailNo, items} Open MEL items (item number and deadline, comma separated). */
  aircraftMel: 'trip.warning.aircraftMel',
  /** {tailNo, descriptionZh, descriptionEn, expectedReturn} An AOG still open, expected back before the leg. */
  aircraftAogExpectedBack: 'trip.warning.aircraftAogExpectedBack',
} as const;
export type UpkeepKey = (typeof UK)[keyof typeof UK];
export const UPKEEP_KEYS: readonly UpkeepKey[] = Object.freeze(Object.values(UK));

/** A fault's facts with its description (for the messages). */
export type LabelledFault = FaultFacts & { descriptionZh?: string; descriptionEn?: string };

/** The target aircraft's facts for the leg's window. */
export interface TargetUpkeep {
  faults: readonly LabelledFault[];
  plans: readonly MaintenanceFacts[];
}

export interface UpkeepIssue {
  key: UpkeepKey;
  params: RefusalParams;
}

/** 'yyyy-MM-dd HH:mmZ' of an instant. */
export const utcMinute = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')}Z`;

/**
 * The first refusal (AOG, then inspection, then expired MEL item) and the warnings (one naming every
 * open MEL item, one per AOG expected back) of flying `tailNo` from `departure` to `arrival`.
 */
export function upkeepIssues(tailNo: string, upkeep: TargetUpkeep, departure: number, arrival: number): { refusal: UpkeepIssue | null; warnings: UpkeepIssue[] } {
  const v = legUpkeepVerdict(upkeep.faults, upkeep.plans, departure, arrival);
  const fault = (id: string) => upkeep.faults.find((f) => f.id === id);
  const described = (id: string) => ({ descriptionZh: fault(id)?.descriptionZh ?? '', descriptionEn: fault(id)?.descriptionEn ?? '' });
  const order: LegUpkeepIssue['kind'][] = ['aog', 'maintenance', 'melExpired'];
  const first = [...v.refusals].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))[0];
  let refusal: UpkeepIssue | null = null;
  if (first?.kind === 'aog') refusal = { key: UK.aircraftAog, params: { tailNo, ...described(first.faultId), since: utcMinute(fault(first.faultId)?.discoveredAt ?? 0) } };
  else if (first?.kind === 'maintenance') refusal = { key: UK.aircraftInspection, params: { tailNo, name: first.name, start: utcMinute(first.start), end: utcMinute(first.end) } };
  else if (first?.kind === 'melExpired') refusal = { key: UK.aircraftMelExpired, params: { tailNo, melItem: first.melItem, deadline: utcMinute(first.deadlineAt) } };
  const warnings: UpkeepIssue[] = [];
  const mel = v.warnings.flatMap((w) => (w.kind === 'mel' ? [w] : []));
  if (mel.length > 0) {
    const items = mel.map((m) => (m.deadlineAt === null ? m.melItem : `${m.melItem} (${utcMinute(m.deadlineAt)})`)).join(', ');
    warnings.push({ key: UK.aircraftMel, params: { tailNo, items } });
  }
  for (const w of v.warnings) {
    if (w.kind === 'aogExpectedBack') warnings.push({ key: UK.aircraftAogExpectedBack, params: { tailNo, ...described(w.faultId), expectedReturn: utcMinute(w.expectedReturnAt) } });
  }
  return { refusal, warnings };
}
