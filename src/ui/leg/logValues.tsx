import type { TFunction } from 'i18next';
import { DEFAULT_LEG_STATE_READING, type LegStateReading } from '../../domain/trip';
import { logCommandLabel, logFieldLabel, logValueText, type LegLogTextEnv } from '../../domain/trip/legLogText';
import type { Translate } from '../../domain/trip/readingText';
import type { TimeType } from '../../domain/timeType';
import { instantText } from '../list/times';

/** i18next's `t` as the domain's translate function. */
export const translateOf = (t: TFunction): Translate => (key, params) => String(t(key, params ?? {}));

/** The domain's text environment of the leg log for the screen (src/domain/trip/legLogText.ts). */
export const logTextEnv = (t: TFunction, timeType: TimeType, tails: Readonly<Record<string, string>> = {}, legReading: LegStateReading = DEFAULT_LEG_STATE_READING): LegLogTextEnv => ({
  tr: translateOf(t),
  timeText: (iso) => instantText(iso, timeType),
  tails,
  legReading,
});

/** The label of a leg field in the log (falls back to the field's name). */
export const fieldLabel = (t: TFunction, field: string): string => logFieldLabel(translateOf(t), field);

/** The label of a logged command (falls back to the command's name). */
export const commandLabel = (t: TFunction, command: string): string => logCommandLabel(translateOf(t), command);

/** A logged value as text (src/domain/trip/legLogText.ts `logValueText`). */
export function valueText(
  t: TFunction,
  field: string,
  value: unknown,
  timeType: TimeType,
  tails: Readonly<Record<string, string>> = {},
  legReading: LegStateReading = DEFAULT_LEG_STATE_READING,
): string {
  return logValueText(logTextEnv(t, timeType, tails, legReading), field, value);
}
