/**
 * The daily certificate reminder run: once at start, then just after each midnight of the operator
 * zone (when a certificate can enter a band). Every server process may run it: the conditional update
 * of each certificate's `notified_band` lets one process write a band's reminder (certificateService.ts).
 */
import { OPERATOR_ZONE, todayIn } from '../../../src/domain/fleet/certificate';
import type { CertificateService } from './certificateService';

type Log = { error: (o: object, m: string) => void; info: (o: object, m: string) => void };

/** Milliseconds from `now` to one minute past the next midnight in `zone`. */
export function untilNextDay(now: number, zone: string = OPERATOR_ZONE): number {
  const today = todayIn(now, zone);
  // step in quarter hours until the calendar day changes (zones move by 15-minute multiples)
  let t = now - (now % 900_000) + 900_000;
  while (todayIn(t, zone) === today) t += 900_000;
  return t - now + 60_000;
}

export function scheduleCertificateReminders(service: Pick<CertificateService, 'runCertificateReminders'>, log: Log): () => Promise<void> {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    if (stopped) return;
    running = service
      .runCertificateReminders(new Date())
      .then((r) => r.reminded > 0 && log.info(r, 'certificate reminders written'))
      .catch((err: unknown) => log.error({ err }, 'certificate reminders failed'))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(run, untilNextDay(Date.now()));
        timer.unref();
      });
  };
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
