/**
 * A run at start, then a minute past every quarter hour: each operator has its own zone, and every
 * zone's midnight falls on a quarter hour, so a daily rule (a document entering a reminder band on
 * the operator's or the crew member's calendar day) is met within minutes; a run with nothing new
 * writes nothing. Used by the certificate and the crew document reminders.
 */
type Log = { error: (o: object, m: string) => void; info: (o: object, m: string) => void };

const QUARTER = 900_000;

/** Milliseconds from `now` to one minute past the next quarter hour (UTC; zones move by 15-minute multiples). */
export function untilNextQuarter(now: number): number {
  return now - (now % QUARTER) + QUARTER + 60_000 - now;
}

/** Runs `run` now and then each quarter hour until stopped; `what` names it in the log. The answer stops it (waiting for a run in progress). */
export function scheduleQuarterHourRuns(run: (now: Date) => Promise<{ reminded: number }>, what: string, log: Log): () => Promise<void> {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    if (stopped) return;
    running = run(new Date())
      .then((r) => r.reminded > 0 && log.info(r, `${what} written`))
      .catch((err: unknown) => log.error({ err }, `${what} failed`))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(round, untilNextQuarter(Date.now()));
        timer.unref();
      });
  };
  round();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
