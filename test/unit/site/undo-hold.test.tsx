import { cleanup, fireEvent, render, screen, waitFor } from '../support/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { undoHold } from '../../../src/api/operator-operations';
import type { MemberDetail } from '../../../src/api/shapes/operator';
import { UndoHold, UNDO_SHOWN_MS } from '../../../site/operator/member-operations';

vi.mock('../../../src/api/operator-operations', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/operator-operations')>()),
  undoHold: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const member = { userId: 7, name: 'Neha Sharma' } as MemberDetail;

describe('undoing a hold', () => {
  it('offers Undo just after the hold: it takes the hold back and says the member was told', async () => {
    vi.mocked(undoHold).mockResolvedValue(member);
    render(<UndoHold member={member} heldAt={Date.now()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Undo hold' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('The hold is undone: the membership of Neha Sharma is active, and they have been told to disregard the hold.');
    expect(document.activeElement).toBe(status);
    expect(undoHold).toHaveBeenCalledWith(7);
  });

  it('takes Undo away when the minute is up, and a keyboard user on it lands on the sentence that replaces it', async () => {
    render(<UndoHold member={member} heldAt={Date.now() - UNDO_SHOWN_MS + 80} />);
    screen.getByRole('button', { name: 'Undo hold' }).focus();
    const note = await screen.findByText('The minute to undo the hold has passed: reactivate the membership to end it.');
    expect(screen.queryByRole('button', { name: 'Undo hold' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(undoHold).not.toHaveBeenCalled();
  });
});
