/** Times are stored as ISO-8601 UTC text (see db/schema.ts). */
export const nowIso = (): string => new Date().toISOString();

export const hoursFromNow = (hours: number): string => new Date(Date.now() + hours * 3_600_000).toISOString();

/** What time it is; injected where tests move time (the end-of-day summary). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
