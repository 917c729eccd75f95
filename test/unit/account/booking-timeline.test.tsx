import { cleanup, render, screen, within } from '../support/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { currentStep, timelineSteps } from '../../../widgets/account/booking-phase';
import { BookingTimeline } from '../../../widgets/account/booking-timeline';
import { sampleBooking } from '../../support/api-samples';

afterEach(() => cleanup());

const state = (steps: ReturnType<typeof timelineSteps>) => steps.map((s) => `${s.key}:${s.done ? 'done' : 'todo'}`);

describe("a booking's timeline", () => {
  it('follows the fulfilment times when the server sends them: shipped, then delivered, then back and checked in', () => {
    const booked = sampleBooking({ shippedAt: null, deliveredAt: null, checkedInAt: null });
    expect(state(timelineSteps(booked, '2026-03-05'))).toEqual(['booked:done', 'shipped:todo', 'delivered:todo', 'pickup:todo', 'checkedIn:todo']);
    expect(currentStep(timelineSteps(booked, '2026-03-05'))).toBe('shipped');
    // Due days for what is to come: dispatch two days before the first day, delivery by it, pickup on the return day.
    expect(timelineSteps(booked, '2026-03-05').map((s) => s.when)).toEqual(['2026-03-02T09:00:00.000Z', '2026-03-08', '2026-03-10', '2026-03-15', null]);

    const out = sampleBooking({ shippedAt: '2026-03-08T04:00:00.000Z', deliveredAt: '2026-03-09T10:00:00.000Z', checkedInAt: null });
    expect(currentStep(timelineSteps(out, '2026-03-16'))).toBe('pickup');
    // Collected by our courier, not yet checked in: "Return picked up" is done, with its day, and checking in is next.
    const collected = sampleBooking({ ...out, returnPickedUpAt: '2026-03-15T11:00:00.000Z' });
    const steps = timelineSteps(collected, '2026-03-16');
    expect(state(steps)).toEqual(['booked:done', 'shipped:done', 'delivered:done', 'pickup:done', 'checkedIn:todo']);
    expect(steps[3]).toMatchObject({ label: 'Return picked up', when: '2026-03-15T11:00:00.000Z' });
    expect(currentStep(steps)).toBe('checkedIn');
    render(<BookingTimeline booking={collected} today="2026-03-16" />);
    expect(screen.getByText('Return picked up').closest('li')?.textContent).toBe('Return picked up (done)15 Mar 2026');
    cleanup();
    const back = sampleBooking({
      status: { name: 'RETURNED' },
      shippedAt: '2026-03-08T04:00:00.000Z',
      deliveredAt: '2026-03-09T10:00:00.000Z',
      checkedInAt: '2026-03-16T06:00:00.000Z',
    });
    expect(state(timelineSteps(back, '2026-03-20')).every((s) => s.endsWith('done'))).toBe(true);
    expect(currentStep(timelineSteps(back, '2026-03-20'))).toBeNull();
  });

  it('without them (a spec-only backend) reads the dates and the status', () => {
    const spec = sampleBooking();
    expect(currentStep(timelineSteps(spec, '2026-03-05'))).toBe('shipped');
    expect(currentStep(timelineSteps(spec, '2026-03-11'))).toBe('pickup');
    expect(currentStep(timelineSteps(sampleBooking({ status: { name: 'RETURNED' } }), '2026-03-20'))).toBeNull();
  });

  it('is an ordered list with the step in progress marked aria-current="step"; a cancelled booking has none', () => {
    render(<BookingTimeline booking={sampleBooking({ shippedAt: '2026-03-08T04:00:00.000Z', deliveredAt: null })} today="2026-03-09" />);
    const list = screen.getByRole('list', { name: /^Where .+ is$/ });
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent?.replace(/ \((done|next)\)/, '').replace(/(Booked|Shipped|Delivered|Return pickup|Checked in).*/, '$1'))).toEqual([
      'Booked',
      'Shipped',
      'Delivered',
      'Return pickup',
      'Checked in',
    ]);
    expect(steps.map((li) => li.getAttribute('aria-current'))).toEqual([null, null, 'step', null, null]);
    expect(steps[1].textContent).toContain('(done)');
    expect(steps[2].textContent).toMatch(/\(next\)due /);
    cleanup();
    render(<BookingTimeline booking={sampleBooking({ status: { name: 'CANCELLED' } })} today="2026-03-09" />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
