import { alert, bus, confirm } from '@stay/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocale } from '../../layout/__tests__/test-utils';
import { PopupHost } from '../popup-host';

beforeAll(() => useLocale('en'));

/** Emits directly on the bus, without the shared helper's defaults. */
function request(event: 'ui:alert' | 'ui:confirm', message: string) {
  const resolve = jest.fn();
  act(() => {
    bus.emit(event, { message, resolve });
  });
  return resolve;
}

describe('PopupHost', () => {
  it('confirm resolves true on confirm', async () => {
    render(<PopupHost />);
    let result!: Promise<boolean>;
    act(() => {
      result = confirm('Cancel this booking?');
    });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Cancel this booking?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(result).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('confirm resolves false on cancel ("go back")', async () => {
    render(<PopupHost />);
    let result!: Promise<boolean>;
    act(() => {
      result = confirm('Leave this page?');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await expect(result).resolves.toBe(false);
  });

  it('confirm resolves false on Escape: a key press never approves', async () => {
    render(<PopupHost />);
    const resolve = request('ui:confirm', 'Delete?');
    await userEvent.keyboard('{Escape}');
    expect(resolve).toHaveBeenCalledWith(false);
  });

  it('alert resolves true on confirm and on close (Escape)', async () => {
    render(<PopupHost />);
    let first!: Promise<boolean>;
    act(() => {
      first = alert('Saved.');
    });
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(first).resolves.toBe(true);

    const second = request('ui:alert', 'Closed by Escape');
    await userEvent.keyboard('{Escape}');
    expect(second).toHaveBeenCalledWith(true);
  });

  it('uses the default buttons "confirm" and "go back" when none are given', () => {
    render(<PopupHost />);
    request('ui:confirm', 'Plain request');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });

  it('uses custom title and button texts', () => {
    render(<PopupHost />);
    act(() => {
      void confirm('Use 3,000 cash?', { title: 'Awesome cash', confirmText: 'Use', cancelText: 'Not now' });
    });
    expect(screen.getByRole('alertdialog', { name: 'Awesome cash' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
  });

  it('shows popups one at a time, in order', async () => {
    render(<PopupHost />);
    const first = request('ui:alert', 'First');
    const second = request('ui:confirm', 'Second');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('First');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(first).toHaveBeenCalledWith(true);
    expect(second).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Second');

    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(second).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside the popup', async () => {
    render(
      <>
        <button type="button">outside</button>
        <PopupHost />
      </>,
    );
    request('ui:confirm', 'Trap?');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    // Confirm is the last button: Tab wraps to the first one, Shift+Tab from the first wraps back.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Go back' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'outside' })).not.toHaveFocus();
  });
});
