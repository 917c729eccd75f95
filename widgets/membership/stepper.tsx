import type { KeyboardEvent } from 'react';

interface StepperProps {
  /** The steps' short names. */
  steps: readonly string[];
  step: number;
  /** The furthest step reached; later steps cannot be jumped to before the earlier ones are done. */
  reached: number;
  onSelect: (step: number) => void;
}

/**
 * The application's steps as buttons in an ordered list: Tab reaches them, arrow
 * keys move between the reachable ones, and the current one is aria-current="step".
 * The page announces the step itself (a status line), so it is said once.
 */
export function Stepper({ steps, step, reached, onSelect }: StepperProps) {
  function onKeyDown(event: KeyboardEvent<HTMLOListElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    const next = buttons[(at + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length];
    next.focus();
  }

  return (
    <nav className="stepper" aria-label="Application steps">
      <ol onKeyDown={onKeyDown}>
        {steps.map((name, index) => {
          const state = index === step ? 'current' : index < step || index <= reached ? 'done' : 'todo';
          return (
            <li key={name} className={`stepper__item stepper__item--${state}`}>
              <button
                type="button"
                className="stepper__button"
                aria-current={index === step ? 'step' : undefined}
                disabled={index > reached}
                onClick={() => onSelect(index)}
              >
                <span className="stepper__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>
                  <span className="visually-hidden">Step {index + 1}: </span>
                  {name}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
