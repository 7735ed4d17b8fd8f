import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider, toast } from './toast.tsx';

describe('toast', () => {
  it('shows a toast with its title and description until dismissed', async () => {
    render(<ToastProvider>page</ToastProvider>);

    act(() => {
      toast({ title: 'Task saved', description: 'It is on your list.', variant: 'success' });
    });
    const region = screen.getByRole('region', { name: /Notification/ });
    expect(within(region).getByText('Task saved')).toBeInTheDocument();
    expect(within(region).getByText('It is on your list.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Task saved')).not.toBeInTheDocument();
  });

  it('announces errors assertively to screen readers', async () => {
    render(<ToastProvider>page</ToastProvider>);

    act(() => {
      toast({ title: 'Could not save task', variant: 'error' });
    });
    // Radix fills its live region a frame later so screen readers notice the change.
    await waitFor(() => {
      const live = screen
        .getAllByRole('status')
        .filter((node) => node.getAttribute('aria-live') === 'assertive');
      expect(live.some((node) => node.textContent?.includes('Could not save task'))).toBe(true);
    });
  });
});
