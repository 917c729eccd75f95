import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';

export interface OtpInputProps {
  /** Called with the digits typed so far, in box order; complete when its length is `length`. */
  onChange: (code: string) => void;
  length?: number;
  disabled?: boolean;
  /** Id of a text describing all boxes (an error message), for aria-describedby. */
  describedBy?: string;
  invalid?: boolean;
}

function digitsOf(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

/**
 * One box per digit. Typing moves forward, Backspace on an empty box moves back,
 * arrows move, and a pasted or autofilled code fills every box at once.
 */
export function OtpInput({ onChange, length = 6, disabled, describedBy, invalid }: OtpInputProps) {
  const [boxes, setBoxes] = useState<string[]>(() => Array.from({ length }, () => ''));
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const update = (next: string[]) => {
    setBoxes(next);
    // An emptied middle box leaves the code short, so it stays incomplete.
    onChange(next.join(''));
  };

  /** Spreads `digits` over the boxes from `start`; returns the index after the last one written. */
  const spread = (digits: string, start: number): number => {
    const next = [...boxes];
    let i = start;
    for (const digit of digits) {
      if (i >= length) break;
      next[i] = digit;
      i += 1;
    }
    update(next);
    return i;
  };

  const onInput = (index: number, input: HTMLInputElement) => {
    const old = boxes[index];
    const digits = digitsOf(input.value);
    if (digits === '') {
      input.value = '';
      const next = [...boxes];
      next[index] = '';
      update(next);
      return;
    }
    if (digits.length >= length) {
      // Autofill (autocomplete="one-time-code") or a paste the browser let through: the whole code.
      input.value = digits[0];
      focusBox(spread(digits.slice(0, length), 0));
      return;
    }
    let typed = digits;
    // Typing into a filled box: keep the new digit, whichever side of the old one the caret was.
    if (digits.length === 2 && old) typed = digits.startsWith(old) ? digits.slice(1) : digits.slice(0, 1);
    input.value = typed[0];
    focusBox(spread(typed, index));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        if (boxes[index] === '' && index > 0) {
          event.preventDefault();
          const next = [...boxes];
          next[index - 1] = '';
          update(next);
          focusBox(index - 1);
        }
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        break;
      default:
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(event.clipboardData?.getData('text') ?? '');
    event.preventDefault();
    if (!digits) return;
    // A whole code goes in from the first box, wherever the caret was.
    const start = digits.length >= length ? 0 : index;
    focusBox(spread(digits, start));
  };

  return (
    <div className="otp" role="group" aria-label="One-time password" aria-describedby={describedBy}>
      {boxes.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          className="otp__box"
          type="text"
          value={digit}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid ? true : undefined}
          data-autofocus={index === 0 ? '' : undefined}
          disabled={disabled}
          onChange={(event) => onInput(index, event.currentTarget)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
    </div>
  );
}
