/**
 * The leg log's texts (the leg log screen's "changes" column and its export): a command, a field,
 * a logged value and the changes of a log line, in the caller's language and time type.
 */
import { labelKey, releaseStatusLabelKey } from './labels';
import { legLogDiff } from './legLog';
import type { Translate } from './readingText';
import { DEFAULT_LEG_STATE_READING, legStateLabelKey, type LegState, type LegStateReading, type ReleaseStatus } from './states';
import type { Airworthiness, EvaluationResult } from './statuses';

/** How values are written: translations, instants in the time type, aircraft tails, the leg-state reading. */
export interface LegLogTextEnv {
  tr: Translate;
  /** An ISO instant as text in the caller's time type. */
  timeText: (iso: string) => string;
  /** Tail numbers by aircraft id (those the caller may read). */
  tails?: Readonly<Record<string, string>>;
  legReading?: LegStateReading;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The translation of `key`, or `fallback` when there is none. */
const label = (tr: Translate, key: string, fallback: string): string => {
  const s = tr(key, { defaultValue: fallback });
  return s && s !== key ? s : fallback;
};

/** The label of a leg field in the log (falls back to the field's name). */
export const logFieldLabel = (tr: Translate, field: string): string => label(tr, `legDetail.field.${field}`, field);

/** The label of a logged command (falls back to the command's name). */
export const logCommandLabel = (tr: Translate, command: string): string => label(tr, `legDetail.command.${command}`, command);

/** A logged value as text: states (in the leg-state reading) and enums by label, instants in the time type, booleans as yes/no, aircraft by tail. */
export function logValueText(env: LegLogTextEnv, field: string, value: unknown): string {
  const { tr } = env;
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'aircraftId' && typeof value === 'string') return env.tails?.[value] ?? `${value.slice(0, 8)}…`;
  if (field === 'purpose' || field === 'operationNature') return label(tr, `tripForm.${field}.${String(value)}`, String(value));
  if (field === 'releaseStatus' && typeof value === 'number') return label(tr, releaseStatusLabelKey(value as ReleaseStatus), String(value));
  if (field === 'legState' && typeof value === 'number') return tr(legStateLabelKey(value as LegState, env.legReading ?? DEFAULT_LEG_STATE_READING));
  if (field === 'airworthiness' && typeof value === 'string') return label(tr, labelKey('airworthiness', value as Airworthiness), value);
  if (field === 'cancelReasonType' && typeof value === 'string') return label(tr, `trip.cancelReason.${value}`, value);
  if (field === 'evaluation' && typeof value === 'object') {
    const e = value as { result?: EvaluationResult; reason?: string; note?: string };
    const result = e.result ? label(tr, labelKey('evaluationResult', e.result), e.result) : '';
    return [result, e.reason, e.note].filter(Boolean).join(' — ');
  }
  if (typeof value === 'boolean') return tr(value ? 'legDetail.value.yes' : 'legDetail.value.no');
  if (typeof value === 'string' && INSTANT.test(value)) return env.timeText(value) || value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

type Snapshot = Readonly<Record<string, unknown>> | null | undefined;

/** The changes of a log line as one text: `Field: before → after; …` (empty when nothing changed). */
export function legLogChangesText(env: LegLogTextEnv, before: Snapshot, after: Snapshot): string {
  return legLogDiff(before, after)
    .map((c) => `${logFieldLabel(env.tr, c.field)}: ${logValueText(env, c.field, c.before)} → ${logValueText(env, c.field, c.after)}`)
    .join('; ');
}

/** The leg number of a log line (after the command, else before). */
export const legLogLegNumber = (before: Snapshot, after: Snapshot): string => String((after?.legNumber ?? before?.legNumber ?? '') as number | string);
