import { fireEvent, render, screen } from '@testing-library/react';
import { GoToTop } from '../go-to-top';
import { flushThrottle, scrollTo, useLocale } from './test-utils';

beforeAll(() => useLocale('en'));
beforeEach(() => {
  jest.useFakeTimers();
  scrollTo(0);
});
afterEach(() => jest.useRealTimers());

describe('GoToTop', () => {
  it('appears only after scrollY passes 150', () => {
    render(<GoToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(150);
    flushThrottle();
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(151);
    flushThrottle();
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(20);
    flushThrottle();
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top', () => {
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollTo(600);
    render(<GoToTop />);
    // The first render is the server's (not scrolled); the position is read on the next frame.
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    flushThrottle();
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scroll.mockRestore();
  });
});
