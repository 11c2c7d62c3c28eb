// SPEC §2 calendar modal, §4 "Calendar" (range clicks, check-out defaults to the next day, a new
// check-in clears the check-out), §5/§9 (7 months, week starts Sunday, past days disabled, at most
// 180 days ahead).
import { addDays, searchConditionStore, today } from '@stay/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '@stay/shared/testing/fake-api';
import { record, resetStores, useLocale, type Recorder } from '../../../__tests__/support/setup';
import { SearchSection } from '../components/search-section';
import { applyRangeClick, buildMonths, columnOf, isSelectable, lastSelectableDay, moveDay, rangeClick } from '../lib/calendar';

describe('calendar rules', () => {
  // 2030-03-13 is a Wednesday.
  const now = '2030-03-13';

  it('builds 7 months from the current one, weeks starting on Sunday', () => {
    const months = buildMonths(now);
    expect(months.map((m) => m.key)).toEqual(['2030-03', '2030-04', '2030-05', '2030-06', '2030-07', '2030-08', '2030-09']);
    // March 2030 starts on a Friday: five empty cells (Sun-Thu) before the 1st.
    expect(months[0]?.weeks[0]).toEqual([null, null, null, null, null, '2030-03-01', '2030-03-02']);
    expect(months.every((m) => m.weeks.every((w) => w.length === 7))).toBe(true);
    expect(columnOf('2030-03-17')).toBe(0); // a Sunday
  });

  it('disables past days and days more than 180 days ahead', () => {
    expect(isSelectable('2030-03-12', now)).toBe(false);
    expect(isSelectable('2030-03-13', now)).toBe(true);
    expect(lastSelectableDay(now)).toBe('2030-09-09');
    expect(isSelectable('2030-09-09', now)).toBe(true);
    expect(isSelectable('2030-09-10', now)).toBe(false);
  });

  it('moves by Home/End within the week and PageUp/PageDown by a month, clamped to the window', () => {
    // 2030-03-20 is a Wednesday.
    expect(moveDay('2030-03-20', 'Home', now)).toBe('2030-03-17');
    expect(moveDay('2030-03-20', 'End', now)).toBe('2030-03-23');
    expect(moveDay('2030-03-20', 'PageDown', now)).toBe('2030-04-20');
    expect(moveDay('2030-04-20', 'PageUp', now)).toBe('2030-03-20');
    // Past the window: today, or its last day.
    expect(moveDay('2030-03-14', 'Home', now)).toBe('2030-03-13');
    expect(moveDay('2030-03-20', 'PageUp', now)).toBe('2030-03-13');
    expect(moveDay('2030-09-01', 'PageDown', now)).toBe('2030-09-09');
    expect(moveDay('2030-04-20', 'PageDown', now, true)).toBe('2030-09-09');
    expect(moveDay('2030-04-20', 'Enter', now)).toBeNull();
  });

  it('starts, completes and restarts ranges', () => {
    const complete = { checkInDate: '2030-03-20', checkOutDate: '2030-03-22' };
    // A click after a complete range starts a new one (and clears the check-out).
    expect(applyRangeClick(complete, '2030-04-01')).toEqual({ checkInDate: '2030-04-01', checkOutDate: '' });
    // The second click completes it.
    expect(applyRangeClick({ checkInDate: '2030-04-01', checkOutDate: '' }, '2030-04-03')).toEqual({ checkInDate: '2030-04-01', checkOutDate: '2030-04-03' });
    // A second click on or before the check-in starts over from that day.
    expect(rangeClick({ checkInDate: '2030-04-01', checkOutDate: '' }, '2030-03-30')).toBe('start');
    expect(rangeClick({ checkInDate: '2030-04-01', checkOutDate: '' }, '2030-04-01')).toBe('start');
    // At most 30 nights (the API refuses longer stays): a day further on starts a new range there.
    expect(rangeClick({ checkInDate: '2030-04-01', checkOutDate: '' }, '2030-05-01')).toBe('end');
    expect(applyRangeClick({ checkInDate: '2030-04-01', checkOutDate: '' }, '2030-05-02')).toEqual({ checkInDate: '2030-05-02', checkOutDate: '' });
  });
});

describe('calendar modal', () => {
  let rec: Recorder;
  let api: FakeApi;
  beforeAll(() => useLocale('en'));
  beforeEach(() => {
    resetStores();
    rec = record();
    api = installFakeApi();
  });
  afterEach(() => {
    rec.done();
    api.restore();
  });

  // Role queries over ~210 day buttons are slow in jsdom: find the day by its date, then check the
  // accessible name it exposes.
  // 'Wednesday, March 13, 2030', written by Intl itself rather than by the code under test.
  const fullEnglishDay = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString('en', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const day = (date: string) => {
    const el = document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
    if (!el) throw new Error(`no day ${date}`);
    expect(el.getAttribute('aria-label')).toMatch(new RegExp(`^${Number(date.slice(8))}, ${fullEnglishDay(date)}`));
    return el;
  };

  async function openCalendar() {
    const user = userEvent.setup();
    render(<SearchSection />);
    await user.click(screen.getByRole('button', { name: /^Dates/ }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Choose dates' }) };
  }

  it('has the title, the local-time note, 7 months, past and far days disabled', async () => {
    const { dialog } = await openCalendar();
    expect(dialog).toHaveAccessibleDescription('Check-in and check-out dates are in local time. A stay is at most 30 nights.');
    expect(dialog.querySelectorAll('table')).toHaveLength(7);
    expect(dialog.querySelector('th')).toHaveAttribute('abbr', 'Sunday');
    const now = today();
    if (!now.endsWith('-01')) expect(day(addDays(now, -1))).toBeDisabled();
    expect(day(addDays(now, 181)).getAttribute('aria-label')).toMatch(/Unavailable$/);
    expect(day(now)).toBeEnabled();
    expect(day(addDays(now, 180))).toBeEnabled();
    expect(day(addDays(now, 181))).toBeDisabled();
  });

  it('builds a range by clicks and confirms a lone check-in with the next day', async () => {
    const { user, dialog } = await openCalendar();
    const start = addDays(today(), 20);
    const end = addDays(today(), 23);
    await user.click(day(start));
    expect(searchConditionStore.getState()).toMatchObject({ checkInDate: start, checkOutDate: '' });
    expect(within(dialog).getByTestId('cal-nights')).toHaveTextContent('Not set');
    await user.click(day(end));
    expect(searchConditionStore.getState()).toMatchObject({ checkInDate: start, checkOutDate: end });
    expect(within(dialog).getByTestId('cal-nights')).toHaveTextContent('3 nights');

    // A click after a complete range starts a new one; confirming gives it the next day.
    const again = addDays(today(), 40);
    await user.click(day(again));
    expect(searchConditionStore.getState().checkOutDate).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Select schedule' }));
    expect(searchConditionStore.getState()).toMatchObject({ checkInDate: again, checkOutDate: addDays(again, 1) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Dates/ })).toHaveFocus();
  });

  it('moves between days with the arrow keys and closes on Escape', async () => {
    const { user } = await openCalendar();
    const focused = document.activeElement as HTMLElement;
    const from = focused.dataset.date ?? '';
    await user.keyboard('{ArrowDown}');
    expect((document.activeElement as HTMLElement).dataset.date).toBe(addDays(from, 7));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('calendar month: Saturdays and Korean public holidays', () => {
  beforeAll(() => useLocale('en'));

  it('marks Saturdays blue and Sundays and holidays red, and names the holiday', async () => {
    const { CalendarMonthView } = await import('@stay/shared/kit/range-calendar');
    const now = '2026-12-01';
    const december = buildMonths(now)[0]!;
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d) => ({ short: d, long: d }));
    render(<CalendarMonthView month={december} range={{ checkInDate: '', checkOutDate: '' }} today={now} locale="en" focusDay="2026-12-01" weekdays={weekdays} onPick={() => undefined} onKey={() => undefined} />);
    const christmas = screen.getByRole('button', { name: /December 25, 2026.*Christmas Day/ });
    expect(christmas).toHaveClass('sr-day--sun'); // a Friday, red as a holiday
    expect(screen.getByRole('button', { name: /Saturday, December 26, 2026/ })).toHaveClass('sr-day--sat');
    expect(screen.getByRole('button', { name: /Sunday, December 27, 2026/ })).toHaveClass('sr-day--sun');
    expect(screen.getByRole('button', { name: /Tuesday, December 22, 2026$/ })).not.toHaveClass('sr-day--sun');
  });
});
