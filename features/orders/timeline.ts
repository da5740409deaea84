import type { OrderStatus } from '@/platform/api/types';

/** The way an order goes when nothing stops it; a cancelled order goes from received to cancelled. */
const PROGRESS: readonly OrderStatus[] = ['received', 'processing', 'shipped', 'delivered'];
const CANCELLED: readonly OrderStatus[] = ['received', 'cancelled'];

export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: OrderStatus;
  state: StepState;
  /** When the order reached the step, from the first event of that status; null when unknown. */
  at: string | null;
}

/** The steps of an order's timeline and how far it has come: steps before its status are done. */
export function orderTimeline(status: OrderStatus, events: readonly { at: string; status: OrderStatus }[] = []): TimelineStep[] {
  const steps = status === 'cancelled' ? CANCELLED : PROGRESS;
  const reached = steps.indexOf(status);
  return steps.map((step, index) => ({
    status: step,
    state: index < reached ? 'done' : index === reached ? 'current' : 'upcoming',
    at: index <= reached ? firstEventOf(step, events) : null,
  }));
}

function firstEventOf(status: OrderStatus, events: readonly { at: string; status: OrderStatus }[]): string | null {
  const times = events.filter((event) => event.status === status).map((event) => event.at);
  return times.sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;
}
