// A part loaded on demand shows once its chunk arrives; a failed fetch shows nothing and the next
// mount tries again.
import { render, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { lazyPart } from '../lazy-part';

function Sheet({ title }: { title: string }) {
  return <p>{title}</p>;
}

it('shows the part once it has loaded', async () => {
  const Part = lazyPart('sheet', () => Promise.resolve(Sheet));
  render(<Part title="Filters" />);
  expect(await screen.findByText('Filters')).toBeInTheDocument();
});

it('shows nothing when the fetch fails, and tries again on the next mount', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  let calls = 0;
  const Part = lazyPart('sheet', () => {
    calls += 1;
    return calls === 1 ? Promise.reject(new Error('chunk 404')) : Promise.resolve(Sheet);
  });
  const first = render(<Part title="Filters" />);
  await new Promise((r) => setTimeout(r, 0));
  expect(screen.queryByText('Filters')).not.toBeInTheDocument();
  first.unmount();

  render(<Part title="Filters" />);
  expect(await screen.findByText('Filters')).toBeInTheDocument();
  expect(calls).toBe(2);
  warn.mockRestore();
});
