import { DateTime } from 'luxon';

/** Injected into the app so tests can move time (code expiry, account locks). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** SPEC §9 "3 per day": the day is the Korean calendar day. */
export function startOfKoreanDay(now: Date): Date {
  return DateTime.fromJSDate(now).setZone('Asia/Seoul').startOf('day').toJSDate();
}

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);
