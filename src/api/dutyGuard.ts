/**
 * The duty-time guard of the scheduling commands (crew on a leg, a leg's edit, the Gantt drag):
 * the server answers 400 `dutyTime.error.dutyWarning` or `dutyTime.error.dutyRefused` with
 * `result.duty` (a DutyChangeVerdict). The screens show those in their own dialog, so the request
 * layer does not toast them; the command is sent again with `dutyForceReason`.
 */
import type { AssignCrewBody } from '../contract/trip/legCrew';
import { DK } from '../domain/dutyTime/api';
import type { CallOptions } from './http';

/** The two answers of the guard the screens handle themselves. */
export const DUTY_VERDICT_KEYS: readonly string[] = [DK.dutyWarning, DK.dutyRefused];

/** Call options of a guarded command: every other failure is still told by the request layer. */
export const dutyQuiet: CallOptions = { quietKeys: DUTY_VERDICT_KEYS };

/** The body's force field: present only with a reason. */
export const dutyForce = (reason?: string | null): Pick<AssignCrewBody, 'dutyForceReason'> => (reason ? { dutyForceReason: reason } : {});
