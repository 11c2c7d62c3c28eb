// The Korean calendar day (yyyy-MM-dd) of an instant: events are filed and the funnel is counted by it.

const KST_OFFSET_MS = 9 * 3_600_000;

export const koreanDay = (d: Date): string => new Date(d.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
