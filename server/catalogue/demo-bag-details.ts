import type { ConditionGrade } from '../../src/api/shapes/product';
import type { BagType, DemoBag } from './demo-catalogue';

/**
 * The demo bags' bag-page facts, from fixed tables like the rest of the demo
 * catalogue: a medium bag's size per style, scaled by its size; the strap's drop
 * per style (a clutch has none); a grade and what comes in the box by position.
 */

/** Width × height × depth (cm) of a medium bag of each style, and its strap's drop (cm; null: no strap). */
const MEDIUM: Record<BagType, { w: number; h: number; d: number; drop: number | null }> = {
  TOTE: { w: 38, h: 30, d: 15, drop: 24 },
  CLUTCH: { w: 28, h: 15, d: 5, drop: null },
  HOBO: { w: 36, h: 30, d: 12, drop: 22 },
  CROSSBODY: { w: 24, h: 17, d: 7, drop: 55 },
  BUCKET: { w: 24, h: 26, d: 20, drop: 40 },
  SATCHEL: { w: 32, h: 24, d: 13, drop: 14 },
};

const SCALE: Record<DemoBag['size'], number> = { Mini: 0.6, Small: 0.8, Medium: 1, Large: 1.2 };
const GRADES: readonly ConditionGrade[] = ['EXCELLENT', 'VERY_GOOD', 'EXCELLENT', 'GOOD'];

export interface DemoBagDetails {
  widthCm: number;
  heightCm: number;
  depthCm: number;
  strapDropCm: number | null;
  conditionGrade: ConditionGrade;
  inTheBox: string[];
}

const half = (cm: number) => Math.round(cm * 2) / 2;

export function demoBagDetails(bag: Pick<DemoBag, 'category' | 'size'>, index: number): DemoBagDetails {
  const medium = MEDIUM[bag.category];
  const scale = SCALE[bag.size];
  return {
    widthCm: half(medium.w * scale),
    heightCm: half(medium.h * scale),
    depthCm: half(medium.d * scale),
    strapDropCm: medium.drop,
    conditionGrade: GRADES[index % GRADES.length],
    inTheBox: index % 3 === 2 ? ['Dust bag', 'Authenticity card'] : ['Dust bag', 'Box', 'Authenticity card'],
  };
}
