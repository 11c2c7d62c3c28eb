import { DateTime } from 'luxon';
import { addWorkingMinutes, CENTRE_SCHEDULE, isCentreOpen, replyDueAt, type CentreSchedule } from '../reply-deadline';

const kst = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Seoul' }).toJSDate();
const show = (d: Date) => DateTime.fromJSDate(d, { zone: 'Asia/Seoul' }).toFormat("yyyy-MM-dd'T'HH:mm");

describe('replyDueAt (SPEC §9 centre hours)', () => {
  it('a question sent on Friday at 17:00 is due on Monday at 12:00', () => {
    expect(show(replyDueAt(kst('2026-11-20T17:00')))).toBe('2026-11-23T12:00');
  });

  it('counts only working time: a morning question jumps over lunch', () => {
    expect(show(replyDueAt(kst('2026-11-24T11:00')))).toBe('2026-11-24T13:30');
    expect(show(replyDueAt(kst('2026-11-24T10:30')))).toBe('2026-11-24T12:00');
  });

  it('a question during lunch starts counting at 13:00', () => {
    expect(show(replyDueAt(kst('2026-11-24T12:20')))).toBe('2026-11-24T14:30');
  });

  it('the afternoon rolls over to the next working morning', () => {
    expect(show(replyDueAt(kst('2026-11-24T16:00')))).toBe('2026-11-25T11:30');
  });

  it('a question before opening counts from 10:30', () => {
    expect(show(replyDueAt(kst('2026-11-24T07:00')))).toBe('2026-11-24T12:00');
  });

  it('skips weekends and Korean public holidays (Chuseok 2026: Thu 24 - Sat 26 Sep)', () => {
    expect(show(replyDueAt(kst('2026-09-23T17:00')))).toBe('2026-09-28T12:00');
    // Saturday question, Monday 5 Oct is the substitute holiday of Foundation Day.
    expect(show(replyDueAt(kst('2026-10-03T09:00')))).toBe('2026-10-06T12:00');
  });

  it('works from a UTC instant (the server clock), not the server zone', () => {
    // 2026-11-20T08:00Z = Friday 17:00 in Seoul.
    expect(show(replyDueAt(new Date('2026-11-20T08:00:00Z')))).toBe('2026-11-23T12:00');
  });

  it('the hours and the promise are data', () => {
    const open24: CentreSchedule = { ...CENTRE_SCHEDULE, windows: [['09:00', '18:00']], closedOnWeekends: false, isHoliday: () => false, firstReplyMinutes: 60 };
    expect(show(replyDueAt(kst('2026-11-21T17:30'), open24))).toBe('2026-11-22T09:30');
    expect(show(addWorkingMinutes(kst('2026-11-24T10:30'), 360))).toBe('2026-11-25T11:30');
  });

  it('isCentreOpen follows the same hours', () => {
    expect(isCentreOpen(kst('2026-11-24T11:00'))).toBe(true);
    expect(isCentreOpen(kst('2026-11-24T12:30'))).toBe(false);
    expect(isCentreOpen(kst('2026-11-24T16:30'))).toBe(false);
    expect(isCentreOpen(kst('2026-11-21T11:00'))).toBe(false);
    expect(isCentreOpen(kst('2026-12-25T11:00'))).toBe(false);
  });
});
