import { FIRST_POLL, nextPollState, type PollState, pollDueAt } from './poll-schedule';

export interface PollTimerDeps {
  now: () => number;
  /** The page is hidden: no poll then (coming into view wakes the timer). */
  hidden: () => boolean;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** Asks the shore; its end is told back through `polled`. */
  poll: () => void;
}

/** Runs the polls of poll-schedule.ts on a timer: the page's sync scheduler uses one. */
export function createPollTimer(deps: PollTimerDeps) {
  let plan: PollState = FIRST_POLL;
  let timer: unknown = null;
  const fire = () => {
    timer = null;
    if (!deps.hidden()) deps.poll();
  };
  /** The next poll from the plan, at once when it is overdue; none while hidden. */
  const arm = () => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
    if (!deps.hidden()) timer = deps.setTimeout(fire, Math.max(0, pollDueAt(plan) - deps.now()));
  };
  return {
    arm,
    /** A poll that started at `at` ended: `changed` when it sent or pulled anything. */
    polled(at: number, changed: boolean) {
      plan = nextPollState(plan, { type: 'polled', at, changed });
      arm();
    },
    /** The user's touch, the page in view, the link back: 30 s again (call `arm` to apply). */
    wake() {
      plan = nextPollState(plan, { type: 'wake' });
    },
    stop() {
      if (timer !== null) deps.clearTimeout(timer);
      timer = null;
    },
  };
}
