// The stay page's date and guest bar: changes made while the server-drawn page was still without
// its scripts are applied once it is live, and quick successive changes build on each other even
// before the page has read the first one back from the URL.
import { addDays, toDateString, today, type SearchCondition } from '@stay/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { harness, type Harness } from '../../../__tests__/support/setup';
import { ConditionBar } from '../components/condition-bar';

let h: Harness;
beforeEach(() => (h = harness('en')));
afterEach(() => h.done());

const day = (n: number) => addDays(toDateString(today()), n);
const condition: SearchCondition = { checkInDate: day(21), checkOutDate: day(23), adtCnt: 2, chdCnt: 0, chdAges: [], count: 1 } as unknown as SearchCondition;

test('a check-in and a check-out typed in quick succession both reach the URL', () => {
  const onChange = jest.fn();
  // The page has not yet given the first change back: the bar keeps its props.
  render(<ConditionBar condition={condition} nights={2} onChange={onChange} />);
  fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: day(40) } });
  fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: day(43) } });
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ checkInDate: day(40), checkOutDate: day(43) }));
});

test('a new check-in past the check-out keeps the length of the stay', () => {
  const onChange = jest.fn();
  render(<ConditionBar condition={condition} nights={2} onChange={onChange} />);
  fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: day(40) } });
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ checkInDate: day(40), checkOutDate: day(42) }));
});

test('fields changed on the drawn page before its scripts ran are applied once it hydrates', async () => {
  const onChange = jest.fn();
  const el = document.createElement('div');
  el.innerHTML = renderToString(<ConditionBar condition={condition} nights={2} onChange={onChange} />);
  document.body.appendChild(el);
  (screen.getByLabelText('Check-in') as HTMLInputElement).value = day(40);
  (screen.getByLabelText('Check-out') as HTMLInputElement).value = day(43);
  (screen.getByLabelText('Adults') as HTMLSelectElement).value = '3';

  await act(async () => {
    hydrateRoot(el, <ConditionBar condition={condition} nights={2} onChange={onChange} />);
  });
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ checkInDate: day(40), checkOutDate: day(43), adtCnt: 3 }));
  el.remove();
});

test('a drawn bar nobody touched changes nothing when it hydrates', async () => {
  const onChange = jest.fn();
  const el = document.createElement('div');
  el.innerHTML = renderToString(<ConditionBar condition={condition} nights={2} onChange={onChange} />);
  document.body.appendChild(el);
  await act(async () => {
    hydrateRoot(el, <ConditionBar condition={condition} nights={2} onChange={onChange} />);
  });
  expect(onChange).not.toHaveBeenCalled();
  el.remove();
});
