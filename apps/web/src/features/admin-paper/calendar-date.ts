const calendarDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** `2026-11-25` as "Wed, 25 Nov 2026": a calendar date with no time, so read in UTC. */
export const formatCalendarDate = (date: string) => calendarDay.format(new Date(`${date}T00:00:00Z`));
