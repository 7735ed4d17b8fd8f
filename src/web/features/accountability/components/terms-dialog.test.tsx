import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TERMS_SCROLL_TOLERANCE_PX } from '../constants.ts';
import { TermsDialog } from './terms-dialog.tsx';

/** jsdom lays nothing out: give the guidelines box the sizes a browser would. */
function layOut(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid === 'terms-scroll' ? scrollHeight : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid === 'terms-scroll' ? clientHeight : 0;
  });
}

function scrollTo(top: number) {
  const box = screen.getByRole('region', { name: 'Video call guidelines' });
  box.scrollTop = top;
  fireEvent.scroll(box);
}

function open(overrides: Partial<Parameters<typeof TermsDialog>[0]> = {}) {
  const props = {
    open: true,
    accepting: false,
    error: null,
    onAccept: vi.fn(),
    onDecline: vi.fn(),
    ...overrides,
  };
  render(<TermsDialog {...props} />);
  return props;
}

const acceptButton = () => screen.getByRole('button', { name: 'I Accept & Continue' });

describe('TermsDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('enables I Accept & Continue only within the tolerance of the end of the text', async () => {
    layOut(1000, 300);
    const props = open();
    expect(acceptButton()).toBeDisabled();

    scrollTo(1000 - 300 - TERMS_SCROLL_TOLERANCE_PX - 1);
    expect(acceptButton()).toBeDisabled();

    scrollTo(1000 - 300 - TERMS_SCROLL_TOLERANCE_PX);
    expect(acceptButton()).toBeEnabled();
    expect(screen.getByText('Thank you for reading.')).toBeInTheDocument();

    await userEvent.click(acceptButton());
    expect(props.onAccept).toHaveBeenCalledOnce();
  });

  it('stays enabled once read, even when scrolled back up', () => {
    layOut(1000, 300);
    open();
    scrollTo(700);
    scrollTo(0);
    expect(acceptButton()).toBeEnabled();
  });

  it('is enabled at once when the text fits without scrolling', () => {
    layOut(300, 300);
    open();
    expect(acceptButton()).toBeEnabled();
  });

  it('Cancel and Escape decline the terms', async () => {
    layOut(1000, 300);
    const props = open();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onDecline).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    expect(props.onDecline).toHaveBeenCalledTimes(2);
    expect(props.onAccept).not.toHaveBeenCalled();
  });

  it('shows why saving the acceptance failed', () => {
    layOut(300, 300);
    open({ error: 'Could not save your acceptance. Please try again.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save your acceptance.');
  });
});
