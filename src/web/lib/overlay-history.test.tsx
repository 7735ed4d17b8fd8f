import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveOverlaysByNavigation, useBackCloses } from './overlay-history.ts';

function Overlay({ name, children }: { name: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  useBackCloses(open, () => setOpen(false));
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open {name}
      </button>
      {open && (
        <section aria-label={name}>
          <button type="button" onClick={() => setOpen(false)}>
            Close {name}
          </button>
          {children}
        </section>
      )}
    </div>
  );
}

const isOpen = (name: string) => screen.queryByRole('region', { name }) !== null;
const marked = () => JSON.stringify(window.history.state ?? {}).includes('pomopalOverlay');

/** Steps back in the tab's history and waits for the browser's popstate. */
async function back() {
  const popped = new Promise((resolve) =>
    window.addEventListener('popstate', resolve, { once: true }),
  );
  act(() => window.history.back());
  await act(() => popped);
}

describe('useBackCloses', () => {
  afterEach(async () => {
    // Leaves the history as it found it: no entry of an overlay on top.
    while (marked()) await back();
  });

  it('adds an entry while open, so Back closes the overlay and stays on the page', async () => {
    render(<Overlay name="Menu" />);
    const before = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Open Menu' }));
    expect(window.history.length).toBe(before + 1);
    expect(marked()).toBe(true);

    await back();
    expect(isOpen('Menu')).toBe(false);
    expect(marked()).toBe(false);
  });

  it('takes its entry off when closed another way', async () => {
    render(<Overlay name="Menu" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Menu' }));
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close Menu' }));
    await act(() => popped);
    expect(marked()).toBe(false);
  });

  it('closes only the topmost of two overlays on Back', async () => {
    render(
      <Overlay name="Menu">
        <Overlay name="Log out?" />
      </Overlay>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open Log out?' }));
    await back();
    expect(isOpen('Log out?')).toBe(false);
    expect(isOpen('Menu')).toBe(true);
    await back();
    expect(isOpen('Menu')).toBe(false);
  });

  it('leaves the entry for a link to replace when the overlay is left by navigation', async () => {
    render(<Overlay name="Menu" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Menu' }));
    leaveOverlaysByNavigation();
    await userEvent.click(screen.getByRole('button', { name: 'Close Menu' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Still there: the link's navigation replaces it.
    expect(marked()).toBe(true);
    window.history.replaceState(null, '');
  });

  it('leaves the entry when the overlay goes with its page (a redirect under way replaces it)', async () => {
    const { unmount } = render(<Overlay name="Menu" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Menu' }));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(marked()).toBe(true);
    window.history.replaceState(null, '');
  });
});
