/**
 * Runs `run` one at a time. A call while a run is under way asks for one more run after it (one,
 * however many calls came): the run under way may already have read the queue. The service
 * worker's replay needs it: two files chosen a moment apart each ask for a replay, and the
 * second, refused as busy, waited for the page's next poll (30 s or more).
 */
export function oneRunAtATime<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const call = (): Promise<T> => {
    if (!running) {
      running = run().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = null;
        return call();
      });
    return next;
  };
  return call;
}
