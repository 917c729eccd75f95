import { cleanup, fireEvent, render, screen } from '../support/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { endMemberPause } from '../../../src/api/operator';
import type { MemberDetail } from '../../../src/api/shapes/operator';
import { MemberPauses } from '../../../site/operator/member-pauses';

vi.mock('../../../src/api/operator', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/operator')>()),
  endMemberPause: vi.fn(),
}));

afterEach(cleanup);

// Only the fields the section reads: the member's id, name and pauses.
const member = (pauses: MemberDetail['pauses']) => ({ userId: 7, name: 'Asha Mehra', pauses }) as MemberDetail;
const running = { pauseId: 3, startDate: '2026-03-02', endDate: '2026-03-23', weeks: 3, status: 'RUNNING' };
const ended = { pauseId: 2, startDate: '2025-12-01', endDate: '2025-12-09', weeks: 2, status: 'ENDED', endedEarlyBy: 'MEMBER' };

describe('<MemberPauses> in the back office', () => {
  it('lists the pauses with their days; ends the running one and says so, focused', async () => {
    vi.mocked(endMemberPause).mockResolvedValue(member([]));
    render(<MemberPauses member={member([running, ended])} />);
    expect(screen.getByText('Runs again on 23/03/2026')).toBeTruthy();
    expect(screen.getByText('Runs again on 09/12/2025 · ended early by the member')).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'End pause' }));
    const said = await screen.findByRole('status');
    expect(said.textContent).toBe('The pause has ended: the membership of Asha Mehra runs again from today, and they have been notified.');
    expect(document.activeElement).toBe(said);
    expect(endMemberPause).toHaveBeenCalledWith(7);
  });

  it('reads out a refusal; says when there are none; is left out when the server sends no pauses', async () => {
    vi.mocked(endMemberPause).mockRejectedValue(new ApiError('http', 'This member’s membership is not paused.', 409));
    render(<MemberPauses member={member([running])} />);
    fireEvent.click(screen.getByRole('button', { name: 'End pause' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This member’s membership is not paused.');
    cleanup();
    render(<MemberPauses member={member([])} />);
    expect(screen.getByText('No pauses.')).toBeTruthy();
    cleanup();
    const { container } = render(<MemberPauses member={member(undefined)} />);
    expect(container.textContent).toBe('');
  });
});
