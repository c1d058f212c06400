/**
 * The duty-time guard's answers as the screens meet them: a scheduling command (crew on a leg, a
 * leg's edit, the Gantt drag) answered 400 `dutyTime.error.dutyWarning` (a limit's warning share
 * reached: a reason forces it) or `dutyTime.error.dutyRefused` (a limit broken: a reason forces it
 * only when `duty.forceable`, i.e. only the operator's own tighter policy is broken), with
 * `result.duty` the verdict per crew member.
 */
import { RequestError } from '../../api/http';
import { DK, type DutyChangeVerdict } from '../../domain/dutyTime/api';

export type DutyRefusalKey = typeof DK.dutyWarning | typeof DK.dutyRefused;

export interface DutyRefusal {
  key: DutyRefusalKey;
  duty: DutyChangeVerdict;
}

/** Asks the user about a refusal: the reason to force it, or null (closed, or nothing to force). */
export type AskDutyForce = (refusal: DutyRefusal) => Promise<string | null>;

/** The guard's refusal carried by a failed request, or null for any other failure. */
export function dutyRefusalOf(e: unknown): DutyRefusal | null {
  if (!(e instanceof RequestError)) return null;
  const body = e.body as { key?: string; result?: { duty?: DutyChangeVerdict } } | undefined;
  const key = body?.key;
  const duty = body?.result?.duty;
  if ((key !== DK.dutyWarning && key !== DK.dutyRefused) || !duty || !Array.isArray(duty.crews)) return null;
  return { key, duty };
}

/** A warning can always be forced with a reason; a failure only when no item breaks the regulation itself. */
export const canForce = (r: DutyRefusal): boolean => r.key === DK.dutyWarning || r.duty.forceable === true;

/**
 * Sends a command through `send`; a duty refusal asks the user (`ask`) and, given a reason, sends
 * it again through the same `send` with `dutyForceReason` (everything else of the call unchanged).
 * Resolves `{ value }`, or null when the user closed the dialog; other failures are thrown.
 */
export async function sendWithDutyGuard<T>(send: (dutyForceReason?: string) => Promise<T>, ask: AskDutyForce): Promise<{ value: T } | null> {
  let reason: string | undefined;
  for (;;) {
    try {
      return { value: await send(reason) };
    } catch (e) {
      const refusal = dutyRefusalOf(e);
      if (!refusal) throw e;
      const given = await ask(refusal);
      if (!given || !canForce(refusal)) return null;
      reason = given;
    }
  }
}
