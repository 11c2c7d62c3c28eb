// The stay page's date and guest bar: its dates open the site's calendar; changes made while the server-drawn page was still without
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

test('the dates open the site calendar, not the browser date inputs, and two picks set the stay', async () => {
  const onChange = jest.fn();
  const { container } = render(<ConditionBar condition={condition} nights={2} onChange={onChange} />);
  expect(container.querySelector('input[type="date"]')).toBeNull();
  // (a client render reads its selects as changed before hydration: not this test's concern)
  onChange.mockClear();
  const checkIn = screen.getByRole('button', { name: /^Check-in/ });
  expect(checkIn).toHaveAttribute('aria-haspopup', 'dialog');
  fireEvent.click(checkIn);
  const dialog = await screen.findByRole('dialog', { name: 'Choose dates' });
  expect(checkIn).toHaveAttribute('aria-expanded', 'true');
  fireEvent.click(dialog.querySelector(`[data-date="${day(40)}"]`)!);
  expect(onChange).not.toHaveBeenCalled();
  fireEvent.click(dialog.querySelector(`[data-date="${day(43)}"]`)!);
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ checkInDate: day(40), checkOutDate: day(43) }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(checkIn).toHaveFocus();
});

test('from the check-out field the check-in stays and one pick sets the check-out; Escape closes without a change', async () => {
  const onChange = jest.fn();
  render(<ConditionBar condition={condition} nights={2} onChange={onChange} />);
  onChange.mockClear();
  const checkOut = screen.getByRole('button', { name: /^Check-out/ });
  fireEvent.click(checkOut);
  let dialog = await screen.findByRole('dialog');
  // Focus is in the calendar, on one day (the roving tab stop).
  expect(dialog.contains(document.activeElement)).toBe(true);
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(checkOut).toHaveFocus();
  expect(onChange).not.toHaveBeenCalled();
  fireEvent.click(checkOut);
  dialog = await screen.findByRole('dialog');
  fireEvent.click(dialog.querySelector(`[data-date="${day(25)}"]`)!);
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ checkInDate: day(21), checkOutDate: day(25) }));
});

test('fields changed on the drawn page before its scripts ran are applied once it hydrates', async () => {
  const onChange = jest.fn();
  const el = document.createElement('div');
  el.innerHTML = renderToString(<ConditionBar condition={condition} nights={2} onChange={onChange} />);
  document.body.appendChild(el);
  (screen.getByLabelText('Adults') as HTMLSelectElement).value = '3';

  await act(async () => {
    hydrateRoot(el, <ConditionBar condition={condition} nights={2} onChange={onChange} />);
  });
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ checkInDate: day(21), checkOutDate: day(23), adtCnt: 3 }));
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
