import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ShortcutHelp, useKeyboardShortcut, usePageShortcuts } from './keyboard-shortcuts.ts';

const NEW_TASK: ShortcutHelp = { keys: ['n', 'q'], action: 'Add a task' };

function Page({ run }: { run: () => void }) {
  useKeyboardShortcut(NEW_TASK, run);
  return <input aria-label="Notes" />;
}

function Help() {
  return (
    <ul aria-label="Shortcuts">
      {usePageShortcuts().map((shortcut) => (
        <li key={shortcut.action}>{`${shortcut.keys.join(' or ')}: ${shortcut.action}`}</li>
      ))}
    </ul>
  );
}

describe('useKeyboardShortcut', () => {
  it('runs on its keys, not while typing, and is listed while shown', async () => {
    const run = vi.fn();
    const { rerender } = render(
      <>
        <Page run={run} />
        <Help />
      </>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('n or q: Add a task');

    await userEvent.keyboard('n');
    await userEvent.keyboard('q');
    await userEvent.keyboard('x');
    await userEvent.keyboard('{Control>}n{/Control}');
    expect(run).toHaveBeenCalledTimes(2);

    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'quantum');
    expect(run).toHaveBeenCalledTimes(2);

    rerender(<Help />);
    expect(screen.queryByRole('listitem')).toBeNull();
    await userEvent.keyboard('n');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('leaves the keys to an open dialog', async () => {
    const run = vi.fn();
    render(
      <>
        <Page run={run} />
        <div role="dialog" aria-label="Edit" />
      </>,
    );
    await userEvent.keyboard('n');
    expect(run).not.toHaveBeenCalled();
  });
});
