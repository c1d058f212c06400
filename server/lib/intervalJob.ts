/**
 * A background job every `intervalMs`: one round at a time (a round still running when the next
 * tick comes lets it pass), errors logged, never keeping the process alive; the answer stops it and
 * waits for a round in progress.
 */
export function scheduleRounds(round: () => Promise<unknown>, onError: (err: unknown) => void, intervalMs: number): () => Promise<void> {
  let stopped = false;
  let busy = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (stopped || busy) return;
    busy = true;
    running = round()
      .catch(onError)
      .finally(() => (busy = false));
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
