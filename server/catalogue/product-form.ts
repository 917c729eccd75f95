import type { ProductForm } from '../../src/api/shapes/requests/operator';
import { MAX_PRODUCT_PHOTOS } from '../../src/api/shapes/operator';
import { invalidInput } from '../domain-error';
import { hasControlCharacters } from '../text/control-characters';
import { type CleanBagDetails, cleanBagDetails } from './bag-details';
import { CATEGORIES, COLOURS } from './demo-catalogue';

// The back office's bag form, checked: its limits, its messages, and the bag it describes once clean.

export { MAX_PRODUCT_PHOTOS };
// Rupees: a few lakh for most bags, a crore at most (the column holds up to 99,999,999.99).
export const MAX_RETAIL_PRICE = 1_00_00_000;

/** The bag form's fields as the rules read them (src/api/shapes/requests/operator.ts ProductForm, with the texts and the price present). */
type FormTexts = 'title' | 'brand' | 'category' | 'colour' | 'size' | 'occasion' | 'material';
export type ProductInput = Omit<ProductForm, 'keepPhotoIds' | FormTexts | 'retailPrice'> & Record<FormTexts, string> & { retailPrice: number };

const LIMITS = { title: 80, brand: 60, colour: 40, size: 20, occasion: 40, material: 40 } as const;
const LABELS = { title: 'Name', brand: 'Brand', colour: 'Colour', size: 'Size', occasion: 'Occasion', material: 'Material' } as const;
export const DESCRIPTION_MAX = 2000;

export const CATALOGUE_MESSAGES = {
  style: `Choose a style: ${CATEGORIES.map((c) => c.name).join(', ')}.`,
  price: `Enter the retail value in rupees, more than 0 and at most ${MAX_RETAIL_PRICE.toLocaleString('en-IN')}.`,
  colourHex: 'Enter the colour as #rrggbb, e.g. #1f1b18.',
  description: `The description must be at most ${DESCRIPTION_MAX} characters.`,
  tooManyPhotos: `A bag has at most ${MAX_PRODUCT_PHOTOS} photos.`,
  noProduct: 'No such bag.',
  noPhoto: 'No such photo of this bag.',
  retired: 'This bag has been retired: put it back in the collection before editing it.',
  alreadyRetired: 'This bag is already out of the collection.',
  alreadyActive: 'This bag is already in the collection.',
  stillBooked: (n: number) =>
    `This bag has ${n} ${n === 1 ? 'booking' : 'bookings'} not yet checked in: retire it once ${n === 1 ? 'it is' : 'they are'} back, or ask the ${n === 1 ? 'member' : 'members'} to choose another bag.`,
} as const;

export interface CleanProduct {
  title: string;
  brand: string;
  category: string;
  categoryName: string;
  colour: string;
  colourHex: string;
  size: string;
  occasion: string;
  material: string;
  retailPrice: number;
  description: string;
  /** Size, condition grade, what is in the box: the bag page's facts. */
  details: CleanBagDetails;
}

/** The form checked field by field (400 naming every wrong field, the first as the message) and trimmed. */
export function cleanProduct(input: ProductInput): CleanProduct {
  const errors: Record<string, string> = {};
  const text = {} as Record<keyof typeof LIMITS, string>;
  for (const key of Object.keys(LIMITS) as (keyof typeof LIMITS)[]) {
    const value = (input[key] ?? '').trim().replace(/\s+/g, ' ');
    if (!value) errors[key] = `${LABELS[key]} is required.`;
    else if (value.length > LIMITS[key]) errors[key] = `${LABELS[key]} must be at most ${LIMITS[key]} characters.`;
    else if (hasControlCharacters(value)) errors[key] = `${LABELS[key]} contains characters that are not allowed.`;
    text[key] = value;
  }
  const wanted = (input.category ?? '').trim().toUpperCase();
  const category = CATEGORIES.find((c) => c.code === wanted || c.name.toUpperCase() === wanted);
  if (!category) errors.category = CATALOGUE_MESSAGES.style;
  const price = input.retailPrice;
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0 || price > MAX_RETAIL_PRICE) errors.retailPrice = CATALOGUE_MESSAGES.price;
  const description = (input.description ?? '').trim();
  if (description.length > DESCRIPTION_MAX) errors.description = CATALOGUE_MESSAGES.description;
  else if (hasControlCharacters(description, true)) errors.description = 'The description contains characters that are not allowed.';
  const hexInput = (input.colourHex ?? '').trim().toLowerCase();
  if (hexInput && !/^#[0-9a-f]{6}$/.test(hexInput)) errors.colourHex = CATALOGUE_MESSAGES.colourHex;
  const bag = cleanBagDetails(input);
  Object.assign(errors, bag.errors);
  const first = Object.values(errors)[0];
  if (first) throw invalidInput(first, errors);
  const known = COLOURS.find((c) => c.name.toLowerCase() === text.colour.toLowerCase());
  return {
    ...text,
    category: category!.code,
    categoryName: category!.name,
    colourHex: hexInput || known?.hex || '#6b4f3a',
    retailPrice: Math.round(price * 100) / 100,
    description,
    details: bag.details,
  };
}
