// Page object of mf-search's search section (SPEC §2): the destination, dates and guests fields,
// their modals and the search button, in ko, en and ja.
import { expect, type Locator, type Page } from '@playwright/test';

export type UiLocale = 'ko' | 'en' | 'ja';

export const SECTION_TEXT: Record<UiLocale, { destination: string; input: string; places: string; stays: string; dates: string; guests: string; search: string }> = {
  ko: { destination: '여행지', input: '여행지 또는 숙소 이름', places: '지역', stays: '숙소', dates: '일정', guests: '인원', search: '검색' },
  en: { destination: 'Destination', input: 'Destination or stay name', places: 'Places', stays: 'Stays', dates: 'Dates', guests: 'Guests', search: 'Search' },
  ja: { destination: '目的地', input: '目的地または施設名', places: 'エリア', stays: '宿泊施設', dates: '日程', guests: '人数', search: '検索' },
};

/** 'yyyy-MM-dd' to the day button's accessible name prefix (the day shown, then the full English date: '17, Sunday, March 17, 2030'). */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d}, ${new Date(y, m - 1, d).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })}`;
}

/** Local 'yyyy-MM-dd' `days` from today. */
export function daysFromToday(days: number): string {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export class SearchSection {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: UiLocale = 'en',
    root?: Locator,
  ) {
    this.root = root ?? page.locator('.sh-main-slot').getByRole('search');
  }

  private get text() {
    return SECTION_TEXT[this.locale];
  }

  field(name: 'destination' | 'dates' | 'guests'): Locator {
    return this.root.getByRole('button', { name: new RegExp(`^${this.text[name]}`) });
  }

  async type(keyword: string): Promise<Locator> {
    await this.field('destination').click();
    const input = this.root.getByRole('combobox', { name: this.text.input });
    await expect(input).toBeFocused();
    await input.fill(keyword);
    return input;
  }

  suggestions(group: 'places' | 'stays'): Locator {
    return this.root.getByRole('listbox').getByRole('group', { name: this.text[group] }).getByRole('option');
  }

  async chooseLocation(name: string | RegExp): Promise<void> {
    await this.suggestions('places').filter({ hasText: name }).first().click();
  }

  /** English UI: picks check-in and check-out in the calendar and confirms. */
  async pickDates(checkIn: string, checkOut: string): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: 'Choose dates' });
    if (!(await dialog.isVisible())) await this.field('dates').click();
    await dialog.getByRole('button', { name: new RegExp(`^${dayLabel(checkIn)}`) }).click();
    await dialog.getByRole('button', { name: new RegExp(`^${dayLabel(checkOut)}`) }).click();
    await dialog.getByRole('button', { name: 'Select schedule' }).click();
    await expect(dialog).toBeHidden();
  }

  /** English UI: sets the adults and one child per age. */
  async setGuests(adults: number, childAges: number[]): Promise<void> {
    await this.field('guests').click();
    const dialog = this.page.getByRole('dialog', { name: 'Choose guests' });
    const value = dialog.getByRole('group', { name: 'Adults' }).locator('output');
    while (Number(await value.textContent()) < adults) await dialog.getByRole('button', { name: 'More Adults' }).click();
    while (Number(await value.textContent()) > adults) await dialog.getByRole('button', { name: 'Fewer Adults' }).click();
    for (const [i, age] of childAges.entries()) {
      await dialog.getByRole('button', { name: 'More Children' }).click();
      await dialog.getByRole('combobox', { name: `Age of child ${i + 1}` }).selectOption(String(age));
    }
    await dialog.getByRole('button', { name: 'Select guests' }).click();
    await expect(dialog).toBeHidden();
  }

  /** English UI: sets the rooms (adults first, as every room needs one). */
  async setRooms(rooms: number, adults: number): Promise<void> {
    await this.field('guests').click();
    const dialog = this.page.getByRole('dialog', { name: 'Choose guests' });
    const value = (name: string) => dialog.getByRole('group', { name }).locator('output');
    while (Number(await value('Adults').textContent()) < adults) await dialog.getByRole('button', { name: 'More Adults' }).click();
    while (Number(await value('Rooms').textContent()) < rooms) await dialog.getByRole('button', { name: 'More Rooms' }).click();
    await dialog.getByRole('button', { name: 'Select guests' }).click();
    await expect(dialog).toBeHidden();
  }

  async search(): Promise<void> {
    await this.root.getByRole('button', { name: this.text.search, exact: true }).click();
  }
}
