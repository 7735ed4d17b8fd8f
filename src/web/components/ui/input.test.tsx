import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input.tsx';

describe('Input', () => {
  it('is labelled and described by its hint', () => {
    render(<Input label="E-mail" hint="We send the reset link here." />);
    const input = screen.getByLabelText('E-mail');

    expect(input).toHaveAccessibleDescription('We send the reset link here.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks itself invalid and reads the error with the hint', () => {
    render(<Input label="Password" hint="At least 8 characters." error="Too short." />);
    const input = screen.getByLabelText('Password');

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters. Too short.');
  });
});
