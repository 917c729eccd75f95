import { Infer, number, type } from 'superstruct';
import { optionalText } from './common';

/** The `bagdrop` JSON part of POST /api/bagdrop/save: a member offering a bag to the club. */
export interface NewBagdrop {
  userId: number;
  brand: string;
  description?: string;
  [field: string]: unknown;
}

/** POST /api/bagdrop/save: the saved bag drop. */
export const BagdropShape = type({
  bagdropId: number(),
  status: optionalText,
});
export type Bagdrop = Infer<typeof BagdropShape>;
