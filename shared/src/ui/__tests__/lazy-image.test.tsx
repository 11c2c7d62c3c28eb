import { fireEvent, render, screen } from '@testing-library/react';
import { LazyImage } from '../lazy-image';

test('lazy by default, inside a box of fixed ratio that keeps the layout still', () => {
  const { container } = render(<LazyImage src="/a.jpg" alt="Room" ratio="16 / 9" />);
  const img = screen.getByRole('img', { name: 'Room' });
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).not.toHaveAttribute('fetchpriority');
  expect(container.firstElementChild).toHaveStyle({ aspectRatio: '16 / 9' });
  expect(container.firstElementChild).toHaveClass('st-img--loading');
  fireEvent.load(img);
  expect(container.firstElementChild).toHaveClass('st-img--loaded');
});

test('the page\'s largest image loads at once and first', () => {
  render(<LazyImage src="/banner.jpg" alt="Banner" priority />);
  const img = screen.getByRole('img', { name: 'Banner' });
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
});

test('a broken or missing image leaves the placeholder, not a broken icon', () => {
  const { container } = render(<LazyImage src="/missing.jpg" alt="Lobby" />);
  fireEvent.error(screen.getByRole('img', { name: 'Lobby' }));
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(container.firstElementChild).toHaveClass('st-img--failed');
  const { container: empty } = render(<LazyImage src="" alt="Nothing" />);
  expect(empty.firstElementChild).toHaveClass('st-img--failed');
});
