import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, DialogClose } from './dialog.tsx';

function renderDialog() {
  render(
    <Dialog
      title="Edit Task Details"
      description="Change the title or due date."
      trigger={<Button>Edit task</Button>}
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
      }
    >
      <input aria-label="Title" />
    </Dialog>,
  );
}

describe('Dialog', () => {
  it('opens from the keyboard, is named and described, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderDialog();
    const trigger = screen.getByRole('button', { name: 'Edit task' });

    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Edit Task Details' });
    expect(dialog).toHaveAccessibleDescription('Change the title or due date.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes from its labelled close button and from a footer DialogClose', async () => {
    const user = userEvent.setup();
    renderDialog();

    await user.click(screen.getByRole('button', { name: 'Edit task' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit task' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("closes with the browser's Back, staying on the page", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Edit task' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    act(() => window.history.back());
    await act(() => popped);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit task' })).toHaveFocus();
  });
});
