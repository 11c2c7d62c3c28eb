import { act, render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n/i18n';
import { createSearchConditionStore, searchConditionStore } from '../search-condition';
import { SearchConditionProvider, useSearchCondition } from '../use-search-condition';

function Adults({ label }: { label: string }) {
  const adults = useSearchCondition((s) => s.adtCnt);
  return <output aria-label={label}>{adults}</output>;
}

beforeAll(() => initI18n('ko'));

it('reads the app-wide store without a provider and a widget store inside one', () => {
  const own = createSearchConditionStore({ adtCnt: 5 });
  render(
    <>
      <Adults label="web bar" />
      <SearchConditionProvider store={own}>
        <Adults label="main page" />
      </SearchConditionProvider>
    </>,
  );
  expect(screen.getByLabelText('web bar').textContent).toBe(String(searchConditionStore.getState().adtCnt));
  expect(screen.getByLabelText('main page').textContent).toBe('5');
  act(() => own.getState().setAdults(3));
  expect(screen.getByLabelText('main page').textContent).toBe('3');
  expect(screen.getByLabelText('web bar').textContent).toBe('2');
});
