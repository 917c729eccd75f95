import { CONDITION_GRADES } from '../../src/api/shapes/product';
import { hasControlCharacters } from '../text/control-characters';
import type { CleanBagDetails } from './bag-details-record';

export type { CleanBagDetails };

/** What the bag form may send of the bag page's facts (all optional: a bag may go up before it is measured). */
export interface BagDetailsInput {
  widthCm?: number | null;
  heightCm?: number | null;
  depthCm?: number | null;
  strapDropCm?: number | null;
  conditionGrade?: string | null;
  inTheBox?: string[] | null;
}

export const MAX_BAG_CM = 150;
export const MAX_BOX_ITEMS = 6;
const BOX_ITEM_MAX = 40;

export const BAG_DETAIL_MESSAGES = {
  size: `Enter width, height and depth in centimetres (more than 0, at most ${MAX_BAG_CM}), or leave all three empty.`,
  strapDrop: `Enter the strap drop in centimetres (more than 0, at most ${MAX_BAG_CM}), or leave it empty for a bag without a strap.`,
  grade: 'Choose the condition: Excellent, Very good or Good.',
  inTheBox: `List at most ${MAX_BOX_ITEMS} things in the box, each at most ${BOX_ITEM_MAX} characters.`,
} as const;

const isCm = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= MAX_BAG_CM;
const tenth = (value: number) => Math.round(value * 10) / 10;

/** The bag page's facts checked field by field: the errors (by form field) and the cleaned values. */
export function cleanBagDetails(input: BagDetailsInput): { errors: Record<string, string>; details: CleanBagDetails } {
  const errors: Record<string, string> = {};
  const sizes = [input.widthCm, input.heightCm, input.depthCm];
  const given = sizes.filter((v) => v !== null && v !== undefined);
  if (given.length > 0 && !sizes.every(isCm)) {
    for (const [key, value] of [
      ['widthCm', input.widthCm],
      ['heightCm', input.heightCm],
      ['depthCm', input.depthCm],
    ] as const)
      if (!isCm(value)) errors[key] = BAG_DETAIL_MESSAGES.size;
  }
  const drop = input.strapDropCm;
  if (drop !== null && drop !== undefined && !isCm(drop)) errors.strapDropCm = BAG_DETAIL_MESSAGES.strapDrop;
  const wanted = (input.conditionGrade ?? '').trim().toUpperCase().replace(/\s+/g, '_');
  const grade = CONDITION_GRADES.find((g) => g === wanted) ?? null;
  if (wanted && !grade) errors.conditionGrade = BAG_DETAIL_MESSAGES.grade;
  const items = [...new Set((input.inTheBox ?? []).map((item) => item.trim().replace(/\s+/g, ' ')).filter(Boolean))];
  if (items.length > MAX_BOX_ITEMS || items.some((item) => item.length > BOX_ITEM_MAX || hasControlCharacters(item)))
    errors.inTheBox = BAG_DETAIL_MESSAGES.inTheBox;
  const measured = given.length > 0 && sizes.every(isCm);
  return {
    errors,
    details: {
      widthCm: measured ? tenth(input.widthCm!) : null,
      heightCm: measured ? tenth(input.heightCm!) : null,
      depthCm: measured ? tenth(input.depthCm!) : null,
      strapDropCm: isCm(drop) ? tenth(drop) : null,
      conditionGrade: grade,
      inTheBox: items.length ? items : null,
    },
  };
}
