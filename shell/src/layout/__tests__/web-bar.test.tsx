import { i18n, loadLanguage, searchConditionStore, sessionStore } from '@stay/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeSwitchHref, preferredLocaleHref, rememberedLocale, rememberLocale } from '../locale-switch';
import { searchSummary, summaryLine, type SummaryCondition } from '../search-summary';
import { WebBar } from '../web-bar';
import { fakeNavigator, useLocale, type FakeNavigator } from './test-utils';

// 2030-03-15 is a Friday, 2030-03-17 a Sunday.
const condition: SummaryCondition = { searchText: 'Jeju', checkInDate: '2030-03-15', checkOutDate: '2030-03-17', adtCnt: 2, chdCnt: 0 };
const shellT = (lng: string) => {
  loadLanguage(lng);
  return i18n.getFixedT(lng, 'shell');
};

describe('searchSummary', () => {
  beforeAll(() => useLocale('en'));

  it('formats text, dates as MM.dd(day), nights and adults; children hidden at 0', () => {
    expect(searchSummary(condition, 'en', shellT('en'))).toEqual({
      text: 'Jeju',
      dates: 'Fri, Mar 15, 2030 - Sun, Mar 17, 2030',
      nights: '2 nights',
      rooms: '',
      adults: '2 adults',
      children: '',
    });
  });

  it('reads as one line the way each language writes it: Japanese with ・', () => {
    const rooms = { ...condition, adtCnt: 2, count: 2 };
    expect(summaryLine(searchSummary(rooms, 'ja', shellT('ja')), 'ja')).toMatch(/・2室・大人2名$/);
    expect(summaryLine(searchSummary(rooms, 'en', shellT('en')), 'en')).toMatch(/, 2 rooms, 2 adults$/);
  });

  it('shows rooms when there are more than one', () => {
    expect(searchSummary({ ...condition, adtCnt: 8, count: 2 }, 'en', shellT('en'))).toMatchObject({ rooms: '2 rooms', adults: '8 adults' });
    expect(searchSummary({ ...condition, adtCnt: 8, count: 2 }, 'ko', shellT('ko')).rooms).toBe('객실 2');
    expect(searchSummary({ ...condition, adtCnt: 8, count: 2 }, 'ja', shellT('ja')).rooms).toBe('2室');
  });

  it('shows children when there are any, with the weekday in the UI locale', () => {
    expect(searchSummary({ ...condition, chdCnt: 1 }, 'ko', shellT('ko'))).toMatchObject({
      dates: '2030.03.15(금) - 2030.03.17(일)',
      nights: '2박',
      adults: '성인 2',
      children: '아동 1',
    });
    expect(searchSummary({ ...condition, checkOutDate: '2030-03-16', adtCnt: 1, chdCnt: 2 }, 'ja', shellT('ja'))).toMatchObject({
      dates: '2030/3/15(金) - 2030/3/16(土)',
      nights: '1泊',
      adults: '大人1名',
      children: '子ども2名',
    });
  });

  it('shows only the check-in while the check-out is unset', () => {
    expect(searchSummary({ ...condition, checkOutDate: '' }, 'en', shellT('en'))).toMatchObject({ dates: 'Fri, Mar 15, 2030', nights: '' });
  });
});

describe('localeSwitchHref', () => {
  it('keeps path, query and hash and swaps only the locale prefix', () => {
    const here = { pathname: '/en/search', search: '?cityCode=SEL&adtCnt=2', hash: '#map' };
    expect(localeSwitchHref('ko', here)).toBe('/search?cityCode=SEL&adtCnt=2#map');
    expect(localeSwitchHref('ja', here)).toBe('/ja/search?cityCode=SEL&adtCnt=2#map');
    expect(localeSwitchHref('en', { pathname: '/', search: '' })).toBe('/en');
    expect(localeSwitchHref('ko', { pathname: '/ja', search: '?a=1' })).toBe('/?a=1');
  });
});

describe('remembered language (SPEC §7)', () => {
  afterEach(() => localStorage.clear());

  it('remembers a choice and sends only unprefixed addresses to it', () => {
    expect(rememberedLocale()).toBeNull();
    rememberLocale('ja');
    expect(rememberedLocale()).toBe('ja');
    expect(preferredLocaleHref({ pathname: '/search', search: '?a=1' }, 'ja')).toBe('/ja/search?a=1');
    expect(preferredLocaleHref({ pathname: '/', search: '' }, 'en')).toBe('/en');
    // An address that names its locale is an explicit choice; Korean needs no redirect.
    expect(preferredLocaleHref({ pathname: '/en/search', search: '' }, 'ja')).toBeNull();
    expect(preferredLocaleHref({ pathname: '/search', search: '' }, 'ko')).toBeNull();
    expect(preferredLocaleHref({ pathname: '/search', search: '' }, null)).toBeNull();
  });

  it('ignores a stored value that is not a locale', () => {
    localStorage.setItem('stay:language', JSON.stringify('fr'));
    expect(rememberedLocale()).toBeNull();
  });
});

describe('WebBar', () => {
  let navigator: FakeNavigator;
  beforeAll(() => useLocale('en'));
  beforeEach(() => {
    navigator = fakeNavigator();
    act(() => searchConditionStore.setState({ ...condition, chdCnt: 0 }));
  });
  afterEach(() => {
    navigator.off();
    act(() => sessionStore.getState().reset());
  });

  const renderBar = () => {
    const onOpenSearch = jest.fn();
    render(<WebBar onOpenSearch={onOpenSearch} onLogout={jest.fn()} pathname="/en/search" search="?cityCode=SEL&adtCnt=2" />);
    return { onOpenSearch };
  };

  it('shows the summary from the shared store and opens the search section on click', async () => {
    const { onOpenSearch } = renderBar();
    const button = screen.getByRole('button', { name: / change search$/ });
    expect(button).toHaveTextContent('Jeju');
    expect(button).toHaveTextContent('Fri, Mar 15, 2030 - Sun, Mar 17, 2030');
    expect(button).toHaveTextContent('2 nights');
    expect(button).toHaveTextContent('2 adults');
    expect(button).not.toHaveTextContent(/child/);
    await userEvent.click(button);
    expect(onOpenSearch).toHaveBeenCalledTimes(1);
  });

  it('updates when the store changes, showing children once there are some', () => {
    renderBar();
    act(() => searchConditionStore.setState({ chdCnt: 2, chdAges: [3, 5] }));
    expect(screen.getByRole('button', { name: / change search$/ })).toHaveTextContent('2 children');
  });

  it('offers KR, EN and JP links to the same path and query', () => {
    renderBar();
    // Each name starts with the code shown, then the language's own name (read out only).
    const kr = screen.getByRole('link', { name: 'KR 한국어' });
    const en = screen.getByRole('link', { name: 'EN English' });
    const jp = screen.getByRole('link', { name: 'JP 日本語' });
    expect([kr, en, jp].map((a) => a.querySelector('.sh-visually-hidden')?.textContent)).toEqual(['한국어', 'English', '日本語']);
    expect(kr).toHaveAttribute('href', '/search?cityCode=SEL&adtCnt=2');
    expect(jp).toHaveAttribute('href', '/ja/search?cityCode=SEL&adtCnt=2');
    expect(en).toHaveAttribute('aria-current', 'true');
    expect(kr).not.toHaveAttribute('aria-current');
  });

  it('the logo leads to the main page', async () => {
    renderBar();
    await userEvent.click(screen.getByRole('link', { name: 'AwesomeStay home' }));
    expect(navigator.nav.push).toHaveBeenCalledWith('/', {});
  });

  it('the profile button opens the profile menu', async () => {
    renderBar();
    const profile = screen.getByRole('button', { name: 'Profile menu' });
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(profile);
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in / Sign up' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(profile).toHaveFocus();
  });
});
