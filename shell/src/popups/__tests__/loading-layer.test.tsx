import { bus, loading } from '@stay/shared';
import { act, render, screen } from '@testing-library/react';
import { useLocale } from '../../layout/__tests__/test-utils';
import { LoadingLayer } from '../loading-layer';

beforeAll(() => useLocale('en'));

const emit = (payload: Parameters<typeof bus.emit<'ui:loading'>>[1]) =>
  act(() => {
    bus.emit('ui:loading', payload);
  });

describe('LoadingLayer', () => {
  it('is off until asked and announces nothing', () => {
    render(<LoadingLayer />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByTestId('loading-basic')).not.toBeInTheDocument();
  });

  it('shows the basic layer with the default text, then hides it', () => {
    render(<LoadingLayer />);
    emit({ on: true });
    expect(screen.getByTestId('loading-basic')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    emit({ on: false });
    expect(screen.queryByTestId('loading-basic')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows a given text', () => {
    render(<LoadingLayer />);
    act(() => loading.show('basic', 'Paying…'));
    expect(screen.getByRole('status')).toHaveTextContent('Paying…');
  });

  it('shows the product layer for type product', () => {
    render(<LoadingLayer />);
    emit({ on: true, type: 'product' });
    expect(screen.getByTestId('loading-product')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('loading-basic')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading stay details');
    act(() => loading.hide());
    expect(screen.queryByTestId('loading-product')).not.toBeInTheDocument();
  });
});
