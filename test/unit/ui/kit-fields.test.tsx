import { cleanup, fireEvent, render, screen } from '../support/testing-library';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputField } from '../../../src/ui/input-field';
import { Pager } from '../../../src/ui/pager';
import { SelectField } from '../../../src/ui/select-field';
import { StatusBadge } from '../../../src/ui/status-badge';
import { TextAreaField } from '../../../src/ui/text-area-field';

afterEach(cleanup);

function Waybill({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <InputField label="Waybill" value={value} onChange={setValue} hint="On the courier's slip." error={error} optional />;
}

describe('the kit fields', () => {
  it('label the input, say it is optional, and tie the hint and the error to it', () => {
    render(<Waybill error="Too short." />);
    const input = screen.getByLabelText(/Waybill/) as HTMLInputElement;
    expect(screen.getByText('(optional)')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["On the courier's slip.", 'Too short.']);
    fireEvent.input(input, { target: { value: 'WB1' } });
    expect(input.value).toBe('WB1');
  });

  it('a text area hands its value over; a select lists its options', () => {
    const onNote = vi.fn();
    render(
      <>
        <TextAreaField label="Note" value="" onChange={onNote} wide />
        <SelectField
          label="Status"
          value="a"
          onChange={() => {}}
          options={[
            { value: 'a', label: 'All' },
            { value: 'b', label: 'Booked' },
          ]}
        />
      </>,
    );
    fireEvent.input(screen.getByLabelText('Note'), { target: { value: 'Scuffed corner' } });
    expect(onNote).toHaveBeenCalledWith('Scuffed corner');
    expect([...(screen.getByLabelText('Status') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['All', 'Booked']);
    expect(screen.getByLabelText('Note').closest('.field')?.className).toContain('field--wide');
  });
});

describe('StatusBadge', () => {
  it("reads a code in words unless told, in its status's tone", () => {
    render(
      <>
        <StatusBadge code="NEEDS_CLEANING" />
        <StatusBadge code="DAMAGED">Damaged in transit</StatusBadge>
      </>,
    );
    expect(screen.getByText('Needs cleaning').className).toBe('badge badge--warn');
    expect(screen.getByText('Damaged in transit').className).toBe('badge badge--bad');
  });

  it('says the statuses operators read in words, never as the stored code', () => {
    render(
      <>
        <StatusBadge code="ONHOLD" />
        <StatusBadge code="DEACTIVE" />
        <StatusBadge code="SOME_NEW_CODE" />
      </>,
    );
    expect(screen.getByText('On hold').className).toBe('badge badge--warn');
    expect(screen.getByText('Deactivated').className).toBe('badge badge--bad');
    expect(screen.getByText('Some new code').className).toBe('badge');
  });
});

describe('Pager', () => {
  it('counts the matches and pages with Newer and Older', () => {
    const onPage = vi.fn();
    render(<Pager total={45} page={0} size={20} noun={['bag', 'bags']} onPage={onPage} />);
    expect(screen.getByRole('status').textContent).toBe('45 bags, page 1 of 3.');
    // Not `disabled`: a disabled button would drop the focus of whoever pressed it; pressing it does nothing.
    const newer = screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement;
    expect([newer.disabled, newer.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    fireEvent.click(newer);
    expect(onPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('says when nothing matches, and shows no buttons for one page', () => {
    render(<Pager total={0} page={0} size={20} noun={['bag', 'bags']} onPage={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('No bags match.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
