import type { Product } from '../../src/api/shapes/product';
import { AUTHENTICITY_STATEMENT } from '../../src/config/booking-facts';
import { formatDay } from '../../src/ui/format';
import { usePartStyles } from '../../src/ui/on-demand-part';
import { dimensionsText, strapDropLine, whatFitsLine } from './bag-fit';

// Fetched with this code (./bag-facts-part.tsx), adopted into the widget's shadow root as the section attaches.
const BAG_FACTS_CSS = `
.bag-facts { display: grid; gap: 12px; padding-top: 8px; border-top: 1px solid var(--tote-line); }
.bag-facts-list { display: grid; gap: 14px; margin: 0; }
.bag-facts-list dt { font-size: 0.8rem; letter-spacing: 0.04em; text-transform: uppercase; color: var(--tote-muted); }
.bag-facts-list dd { display: grid; gap: 2px; margin: 2px 0 0; max-width: 62ch; }
.fact-value { font-weight: 600; }
.box-list { margin: 0; padding-left: 18px; }
.grade-guide summary { min-height: 24px; cursor: pointer; }
.grade-guide dl { display: grid; gap: 8px; margin: 8px 0 0; }
.grade-guide dt { font-weight: 600; }
.grade-guide dd { margin: 0; }
`;

/** The grades a bag is checked in at, in a member's words: what each means when it arrives. */
export const GRADE_WORDS: Record<string, { name: string; meaning: string }> = {
  EXCELLENT: { name: 'Excellent', meaning: 'Looks close to new: no marks you would notice.' },
  VERY_GOOD: { name: 'Very good', meaning: 'Light signs of use up close, such as faint marks on a corner or the hardware.' },
  GOOD: { name: 'Good', meaning: 'Visible signs of use, such as softened corners or fine scratches on the hardware; sound and clean.' },
};

/**
 * What a member judges a bag by before booking it: its size and what fits, its
 * condition at the last check-in, how the club knows it is genuine and what
 * comes with it. Each part only when the answer has it (a spec-only backend sends none).
 */
export function BagFacts({ product }: { product: Product }) {
  const { dimensions, condition, inTheBox } = product;
  const grade = condition ? GRADE_WORDS[condition.grade] : undefined;
  const styled = usePartStyles(BAG_FACTS_CSS);
  return (
    <section ref={styled} className="bag-facts" aria-labelledby="bag-facts-title">
      <h3 id="bag-facts-title">Size, condition and authenticity</h3>
      <dl className="bag-facts-list">
        {dimensions && (
          <>
            <div>
              <dt>Size (W × H × D)</dt>
              <dd>
                <span className="fact-value">{dimensionsText(dimensions)}</span>
                <span className="fact-note">{whatFitsLine(dimensions)}</span>
              </dd>
            </div>
            <div>
              <dt>Strap drop</dt>
              <dd>
                {typeof dimensions.strapDropCm === 'number' && <span className="fact-value">{dimensions.strapDropCm.toLocaleString('en-IN')} cm</span>}
                <span className="fact-note">{strapDropLine(dimensions.strapDropCm)}</span>
              </dd>
            </div>
          </>
        )}
        {condition && grade && (
          <div>
            <dt>Condition</dt>
            <dd>
              <span className="fact-value">{grade.name}</span>
              <span className="fact-note">{grade.meaning}</span>
              {condition.checkedInOn && (
                <span className="fact-note">
                  Last checked in on {formatDay(condition.checkedInOn, 'long')}
                  {condition.note ? `: “${condition.note}”` : '.'}
                </span>
              )}
            </dd>
          </div>
        )}
        {inTheBox && inTheBox.length > 0 && (
          <div>
            <dt>In the box</dt>
            <dd>
              <ul className="box-list">
                {inTheBox.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div>
          <dt>Authenticity</dt>
          <dd>
            <span className="fact-note">{AUTHENTICITY_STATEMENT}</span>
          </dd>
        </div>
      </dl>
      {grade && (
        <details className="grade-guide">
          <summary>What the condition grades mean</summary>
          <dl>
            {Object.values(GRADE_WORDS).map((g) => (
              <div key={g.name}>
                <dt>{g.name}</dt>
                <dd>{g.meaning}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </section>
  );
}
