import { cleanup, fireEvent, render, screen } from '../support/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput } from '../../../src/ui/otp-input';

afterEach(cleanup);

function setup() {
  const onChange = vi.fn<(code: string) => void>();
  render(<OtpInput onChange={onChange} />);
  const boxes = Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Digit ${i + 1} of 6`) as HTMLInputElement);
  return { onChange, boxes, lastCode: () => onChange.mock.lastCall?.[0] };
}

const values = (boxes: HTMLInputElement[]) => boxes.map((b) => b.value).join('|');

describe('OtpInput', () => {
  it('renders six numeric boxes labelled Digit N of 6, one-time-code autocomplete on the first', () => {
    const { boxes } = setup();
    expect(boxes).toHaveLength(6);
    for (const box of boxes) {
      expect(box.getAttribute('inputmode')).toBe('numeric');
      expect(box.getAttribute('pattern')).toBe('[0-9]*');
    }
    expect(boxes[0].getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes[1].getAttribute('autocomplete')).not.toBe('one-time-code');
  });

  it('moves forward as digits are typed and reports the code', () => {
    const { boxes, lastCode } = setup();
    boxes[0].focus();
    '482915'.split('').forEach((digit, i) => {
      fireEvent.input(boxes[i], { target: { value: digit } });
      expect(document.activeElement).toBe(boxes[Math.min(i + 1, 5)]);
    });
    expect(values(boxes)).toBe('4|8|2|9|1|5');
    expect(lastCode()).toBe('482915');
  });

  it('ignores anything but digits', () => {
    const { boxes, onChange } = setup();
    boxes[0].focus();
    fireEvent.input(boxes[0], { target: { value: 'a' } });
    expect(boxes[0].value).toBe('');
    expect(document.activeElement).toBe(boxes[0]);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('Backspace on an empty box moves back and clears that box', () => {
    const { boxes, lastCode } = setup();
    fireEvent.input(boxes[0], { target: { value: '1' } });
    fireEvent.input(boxes[1], { target: { value: '2' } });
    expect(document.activeElement).toBe(boxes[2]);
    fireEvent.keyDown(boxes[2], { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes[1]);
    expect(boxes[1].value).toBe('');
    expect(lastCode()).toBe('1');
  });

  it('arrow keys move between boxes', () => {
    const { boxes } = setup();
    boxes[2].focus();
    fireEvent.keyDown(boxes[2], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(boxes[1]);
    fireEvent.keyDown(boxes[1], { key: 'ArrowRight' });
    fireEvent.keyDown(boxes[2], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(boxes[3]);
  });

  it('pasting a whole code fills all six boxes, whichever box has focus', () => {
    const { boxes, lastCode } = setup();
    boxes[3].focus();
    fireEvent.paste(boxes[3], { clipboardData: { getData: () => ' 123 456 ' } });
    expect(values(boxes)).toBe('1|2|3|4|5|6');
    expect(lastCode()).toBe('123456');
  });

  it('an autofilled code landing in the first box fills all six', () => {
    const { boxes, lastCode } = setup();
    fireEvent.input(boxes[0], { target: { value: '654321' } });
    expect(values(boxes)).toBe('6|5|4|3|2|1');
    expect(lastCode()).toBe('654321');
  });

  it('typing over a filled box replaces its digit', () => {
    const { boxes } = setup();
    fireEvent.input(boxes[0], { target: { value: '1' } });
    fireEvent.input(boxes[0], { target: { value: '17' } });
    expect(boxes[0].value).toBe('7');
  });
});
