import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './notice.tsx';

describe('Notice', () => {
  it('announces errors as alerts and other messages as status', () => {
    const { rerender } = render(<Notice tone="error">Login failed.</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed.');

    rerender(
      <Notice tone="success" detail="Check your inbox and spam folder">
        Sent!
      </Notice>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sent!Check your inbox and spam folder');
  });

  it('stays mounted but empty without a message', () => {
    render(<Notice tone="error" />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
