import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, toast, useToastsAboveFloatingButton } from './toast.tsx';

function FloatingButton() {
  useToastsAboveFloatingButton();
  return <button type="button">Add Task</button>;
}

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

  it('offers an action button, named, that runs once and closes the toast', async () => {
    render(<ToastProvider>page</ToastProvider>);
    const undo = vi.fn();
    act(() => {
      toast({
        title: 'Task deleted',
        description: 'Write report',
        action: { label: 'Undo', altText: 'Undo it from the notifications.', onClick: undo },
      });
    });
    const region = screen.getByRole('region', { name: /Notification/ });
    await userEvent.click(within(region).getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText('Task deleted')).not.toBeInTheDocument());
  });

  it('keeps toasts above a floating button while one is shown', () => {
    const { rerender } = render(
      <ToastProvider>
        <FloatingButton />
      </ToastProvider>,
    );
    const viewport = () => screen.getByRole('region', { name: /Notification/ }).querySelector('ol');
    expect(viewport()).toHaveClass('pb-22');
    rerender(<ToastProvider>page</ToastProvider>);
    expect(viewport()).not.toHaveClass('pb-22');
  });
});
