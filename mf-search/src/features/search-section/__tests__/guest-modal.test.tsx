// SPEC §2 guest modal, §5 "Search counts" and §9: adults >= 1, children >= 0, adults + children
// <= 8 (the shared store's cap), one age select 0-13 per child with the hint.
import { searchConditionStore } from '@stay/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { record, resetStores, useLocale, type Recorder } from '../../../__tests__/support/setup';
import { SearchSection } from '../components/search-section';

let rec: Recorder;
beforeAll(() => useLocale('en'));
beforeEach(() => {
  resetStores();
  rec = record();
});
afterEach(() => rec.done());

async function openGuests() {
  const user = userEvent.setup();
  render(<SearchSection />);
  await user.click(screen.getByRole('button', { name: /^Guests/ }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Choose guests' }) };
}

it('keeps at least one adult and says why minus does nothing', async () => {
  const { user, dialog } = await openGuests();
  const fewer = within(dialog).getByRole('button', { name: 'Fewer Adults' });
  await user.click(fewer);
  expect(searchConditionStore.getState().adtCnt).toBe(1);
  expect(fewer).toHaveAttribute('aria-disabled', 'true');
  expect(fewer).toHaveAccessibleDescription('At least 1 adult is needed.');
  await user.click(fewer);
  expect(searchConditionStore.getState().adtCnt).toBe(1);
});

it('caps adults plus children at 8 and explains the disabled plus', async () => {
  const { user, dialog } = await openGuests();
  const moreAdults = within(dialog).getByRole('button', { name: 'More Adults' });
  const moreChildren = within(dialog).getByRole('button', { name: 'More Children' });
  for (let i = 0; i < 5; i += 1) await user.click(moreAdults); // 7 adults
  await user.click(moreChildren); // 8 guests
  expect(searchConditionStore.getState()).toMatchObject({ adtCnt: 7, chdCnt: 1 });
  expect(moreAdults).toHaveAttribute('aria-disabled', 'true');
  expect(moreChildren).toHaveAccessibleDescription('Up to 8 guests in total, adults and children together.');
  expect(within(dialog).getAllByRole('status').map((el) => el.textContent)).toContain('Up to 8 guests in total, adults and children together.');
  await user.click(moreAdults);
  await user.click(moreChildren);
  expect(searchConditionStore.getState()).toMatchObject({ adtCnt: 7, chdCnt: 1 });
});

it('gives every child an age select from 0 to 13 with the hint, and drops it with the child', async () => {
  const { user, dialog } = await openGuests();
  expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'More Children' }));
  await user.click(within(dialog).getByRole('button', { name: 'More Children' }));
  expect(within(dialog).getByRole('group', { name: "Please select each child's age (at check-in)." })).toBeInTheDocument();
  const first = within(dialog).getByRole('combobox', { name: 'Age of child 1' });
  expect(within(first).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(Array.from({ length: 14 }, (_, i) => String(i)));
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Age of child 2' }), '5');
  expect(searchConditionStore.getState().chdAges).toEqual([0, 5]);
  await user.click(within(dialog).getByRole('button', { name: 'Fewer Children' }));
  expect(searchConditionStore.getState()).toMatchObject({ chdCnt: 1, chdAges: [0] });
  expect(within(dialog).queryByRole('combobox', { name: 'Age of child 2' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Select guests' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Guests/ })).toHaveTextContent('2 adults, 1 child');
});

it('counts rooms 1-5, one adult per room at least, and explains the blocked buttons', async () => {
  const { user, dialog } = await openGuests();
  const moreRooms = within(dialog).getByRole('button', { name: 'More Rooms' });
  const fewerRooms = within(dialog).getByRole('button', { name: 'Fewer Rooms' });
  expect(fewerRooms).toHaveAccessibleDescription('At least 1 room is needed.');
  await user.click(moreRooms); // 2 adults, 2 rooms
  expect(searchConditionStore.getState()).toMatchObject({ adtCnt: 2, count: 2 });
  expect(moreRooms).toHaveAccessibleDescription('Each room needs at least 1 adult. Add adults first.');
  await user.click(moreRooms);
  expect(searchConditionStore.getState().count).toBe(2);
  const fewerAdults = within(dialog).getByRole('button', { name: 'Fewer Adults' });
  expect(fewerAdults).toHaveAccessibleDescription('Each room needs at least 1 adult.');
  for (let i = 0; i < 6; i += 1) await user.click(within(dialog).getByRole('button', { name: 'More Adults' })); // 8 adults
  for (let i = 0; i < 4; i += 1) await user.click(moreRooms);
  expect(searchConditionStore.getState()).toMatchObject({ adtCnt: 8, count: 5 });
  expect(moreRooms).toHaveAccessibleDescription('Up to 5 rooms in one booking.');
  expect(within(dialog).getByRole('group', { name: 'Rooms' })).toHaveTextContent('5');
});
