// The review badge says one scale (our own guests' average out of 5) with the count of the same
// reviews, in words a screen reader reads as one sentence; a score from elsewhere is named apart.
import { act } from 'react';
import { initI18n, i18n } from '@stay/shared';
import { render, screen } from '@testing-library/react';
import { formatAverage, ReviewScore } from '../review-score';

beforeAll(() => initI18n('en'));
afterEach(() => act(() => void i18n.changeLanguage('en')));

test('our average out of 5 with our review count, and one sentence for screen readers', () => {
  render(<ReviewScore average={4.61} count={41} />);
  expect(screen.getByTestId('review-score')).toHaveTextContent('★ 4.6/5 · 41 reviews');
  expect(screen.getByText('Guest rating 4.6 out of 5 from 41 reviews')).toBeInTheDocument();
  expect(screen.queryByText(/External/)).not.toBeInTheDocument();
});

test('on the stay page the badge is a link to the reviews named by that sentence', () => {
  render(<ReviewScore average={4.6} count={1} href="#reviews" />);
  expect(screen.getByRole('link', { name: 'Guest rating 4.6 out of 5 from 1 review' })).toHaveAttribute('href', '#reviews');
});

test('an external score is labelled with its source and its own scale, apart from ours', () => {
  render(<ReviewScore average={4.6} count={41} external={{ score: 9.3, source: 'Reference site A' }} />);
  expect(screen.getByText('External rating 9.3/10')).toBeInTheDocument();
  expect(screen.getByText('External rating from Reference site A: 9.3 out of 10')).toBeInTheDocument();
  expect(screen.getByText('Guest rating 4.6 out of 5 from 41 reviews')).toBeInTheDocument();
});

test('no reviews says so instead of a zero score', () => {
  render(<ReviewScore average={0} count={0} href="#reviews" />);
  expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('Korean and Japanese', async () => {
  await act(() => i18n.changeLanguage('ko'));
  const { rerender } = render(<ReviewScore average={4.6} count={41} />);
  expect(screen.getByTestId('review-score')).toHaveTextContent('★ 4.6/5 · 후기 41개');
  expect(screen.getByText('투숙객 평점 5점 만점에 4.6점, 후기 41개')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('ja'));
  rerender(<ReviewScore average={4.6} count={41} />);
  expect(screen.getByText('宿泊者評価 5点満点中4.6点、口コミ41件')).toBeInTheDocument();
});

test('one decimal everywhere', () => {
  expect(formatAverage(4.65)).toBe('4.7');
  expect(formatAverage(5)).toBe('5.0');
});
