import { cleanup, fireEvent, render, screen } from '../support/testing-library';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../../../src/ui/text-field';
import { filterTyping } from '../../../src/validation/rules';

afterEach(cleanup);

function Mobile({ error = null }: { error?: string | null }) {
  const [value, setValue] = useState('');
  return <TextField label="Mobile number" value={value} onValueChange={setValue} filter={(raw) => filterTyping('mobile', raw)} error={error} />;
}

describe('TextField', () => {
  it('has a visible label tied to its input', () => {
    render(<Mobile />);
    expect(screen.getByLabelText('Mobile number').tagName).toBe('INPUT');
  });

  it('keeps rejected keystrokes out of the input', () => {
    render(<Mobile />);
    const input = screen.getByLabelText('Mobile number') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '98a' } });
    expect(input.value).toBe('98');
    fireEvent.input(input, { target: { value: '98x' } });
    expect(input.value).toBe('98');
  });

  it('shows its error as an alert that describes the input', () => {
    render(<Mobile error="Mobile number is required." />);
    const input = screen.getByLabelText('Mobile number');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Mobile number is required.');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
