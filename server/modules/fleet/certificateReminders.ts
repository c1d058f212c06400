/**
 * The certificate reminder run: once at start, then a minute past every quarter hour — each operator
 * has its own zone (fleet rules), and every zone's midnight falls on a quarter hour, so a certificate
 * is reminded within minutes of entering a band on the operator's calendar day; a run with nothing
 * new writes nothing. Every server process may run it: the conditional update of each certificate's
 * `notified_band` lets one process write a band's reminder (certificateService.ts).
 */
import type { CertificateService } from './certificateService';

type Log = { error: (o: object, m: string) => void; info: (o: object, m: string) => void };

const QUARTER = 900_000;

/** Milliseconds from `now` to one minute past the next quarter hour (UTC; zones move by 15-minute multiples). */
export function untilNextQuarter(now: number): number {
  return now - (now % QUARTER) + QUARTER + 60_000 - now;
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
        timer = setTimeout(run, untilNextQuarter(Date.now()));
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
