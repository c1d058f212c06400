import type { TFunction } from 'i18next';
import { DEFAULT_LEG_STATE_READING, labelKey, legStateLabelKey, releaseStatusLabelKey, type Airworthiness, type EvaluationResult, type LegState, type LegStateReading, type ReleaseStatus } from '../../domain/trip';
import type { TimeType } from '../../domain/timeType';
import { instantText } from '../list/times';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The label of a leg field in the log (falls back to the field's name). */
export const fieldLabel = (t: TFunction, field: string): string => t(`legDetail.field.${field}`, { defaultValue: field });

/** The label of a logged command (falls back to the command's name). */
export const commandLabel = (t: TFunction, command: string): string => t(`legDetail.command.${command}`, { defaultValue: command });

/** A logged value as text: states (in the leg-state reading) and enums by label, instants in the time type, booleans as yes/no, aircraft by tail. */
export function valueText(
  t: TFunction,
  field: string,
  value: unknown,
  timeType: TimeType,
  tails: Readonly<Record<string, string>> = {},
  legReading: LegStateReading = DEFAULT_LEG_STATE_READING,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'aircraftId' && typeof value === 'string') return tails[value] ?? `${value.slice(0, 8)}…`;
  if (field === 'purpose' || field === 'operationNature') return t(`tripForm.${field}.${String(value)}`, { defaultValue: String(value) });
  if (field === 'releaseStatus' && typeof value === 'number') return t(releaseStatusLabelKey(value as ReleaseStatus), { defaultValue: String(value) });
  if (field === 'legState' && typeof value === 'number') return t(legStateLabelKey(value as LegState, legReading));
  if (field === 'airworthiness' && typeof value === 'string') return t(labelKey('airworthiness', value as Airworthiness), { defaultValue: value });
  if (field === 'cancelReasonType' && typeof value === 'string') return t(`trip.cancelReason.${value}`, { defaultValue: value });
  if (field === 'evaluation' && typeof value === 'object') {
    const e = value as { result?: EvaluationResult; reason?: string; note?: string };
    const result = e.result ? t(labelKey('evaluationResult', e.result), { defaultValue: e.result }) : '';
    return [result, e.reason, e.note].filter(Boolean).join(' — ');
  }
  if (typeof value === 'boolean') return t(value ? 'legDetail.value.yes' : 'legDetail.value.no');
  if (typeof value === 'string' && INSTANT.test(value)) return instantText(value, timeType) || value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
