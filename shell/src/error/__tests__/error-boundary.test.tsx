import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocale } from '../../layout/__tests__/test-utils';
import { ErrorBoundary } from '../error-boundary';

function Boom({ fail }: { fail: boolean }) {
  if (fail) throw new Error('remote exploded');
  return <p>remote content</p>;
}

beforeAll(() => useLocale('en'));
let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React and the boundary log the caught error; keep the output clean.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('ErrorBoundary', () => {
  it('page variant: the SPEC §2 error screen with error text, link, agent and back to main', () => {
    render(
      <ErrorBoundary>
        <Boom fail />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'A service error occurred' })).toBeInTheDocument();
    expect(screen.getByText('remote exploded')).toBeInTheDocument();
    expect(screen.getByText(window.location.href)).toBeInTheDocument();
    expect(screen.getByText(navigator.userAgent)).toBeInTheDocument();
    expect(screen.getByText(/Please send the error details/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to main' })).toBeInTheDocument();
  });

  it('slot variant: a compact message and a retry that re-renders the slot', async () => {
    const onRetry = jest.fn();
    function Slot() {
      const [fail, setFail] = useState(true);
      return (
        <>
          <p>rest of the page</p>
          <ErrorBoundary
            variant="slot"
            onRetry={() => {
              onRetry();
              setFail(false);
            }}
          >
            <Boom fail={fail} />
          </ErrorBoundary>
        </>
      );
    }
    render(<Slot />);
    expect(screen.getByRole('alert')).toHaveTextContent('Part of this page could not be loaded.');
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('remote content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the error when a reset key changes', () => {
    const { rerender } = render(
      <ErrorBoundary variant="slot" resetKeys={['/a']}>
        <Boom fail />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ErrorBoundary variant="slot" resetKeys={['/b']}>
        <Boom fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('remote content')).toBeInTheDocument();
  });
});
