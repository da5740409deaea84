/** The Christmas calendar has a door for each day from 1 to 24 December. */
export const CALENDAR_DOORS = 24;

export type DoorState = 'past' | 'today' | 'closed';

/** Day of month and month (1-12) of an instant in a storefront's time zone. */
function calendarDate(now: Date, timeZone: string): { month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, month: 'numeric', day: 'numeric' }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { month: value('month'), day: value('day') };
}

export function doorStates(now: Date, timeZone: string): DoorState[] {
  const { month, day } = calendarDate(now, timeZone);
  return Array.from({ length: CALENDAR_DOORS }, (_, index) => {
    const door = index + 1;
    if (month !== 12 || door > day) return 'closed';
    return door === day ? 'today' : 'past';
  });
}
