import { useRef } from 'react';
import type { Chip } from './chips-of';
import { useRefocus } from './use-refocus';

interface FilterChipsProps {
  chips: Chip[];
  onRemove: (chip: Chip) => void;
  onClearAll: () => void;
  /** Where focus goes when the last chip has gone (the results). */
  onEmptied: () => void;
}

/**
 * The chosen filters above the grid, each removable, and 'Clear all'. A removed
 * chip's button leaves the page, so focus moves to the chip that takes its place
 * (or the one before), and to the results once none is left.
 */
export function FilterChips({ chips, onRemove, onClearAll, onEmptied }: FilterChipsProps) {
  const list = useRef<HTMLUListElement>(null);
  const removing = useRefocus(list, '.chip', chips.length, onEmptied);

  if (chips.length === 0) return null;
  return (
    <div className="chips">
      <ul className="chip-list" aria-label="Chosen filters" ref={list}>
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chip"
              onClick={() => {
                removing(index);
                onRemove(chip);
              }}
            >
              <span className="visually-hidden">Remove </span>
              {chip.label}
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
                <path d="M3.5 3.5l9 9m0-9l-9 9" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="chip-clear"
        onClick={() => {
          onClearAll();
          onEmptied();
        }}
      >
        Clear all
      </button>
    </div>
  );
}
