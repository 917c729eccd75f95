import { array } from 'superstruct';
import { request } from './http';
import { AttributeShape, AttributeValueShape, PredefinedShape, type Attribute, type AttributeValue, type Predefined } from './shapes/catalogue';
import type { AttributeValuesQuery, PredefinedQuery } from './shapes/requests/catalogue';
import type { EmptyBody } from './shapes/requests/parts';

/** POST /api/predefined/list-by-type: the predefined master values of one type. */
export async function listPredefinedByType(type: string): Promise<Predefined[]> {
  const list = await request('POST', '/api/predefined/list-by-type', array(PredefinedShape), { body: { type } satisfies PredefinedQuery });
  return list.filter((p): p is Predefined => typeof p.name === 'string' && typeof p.code === 'string');
}

/** POST /api/attribute/list: the attribute masters (the collection's filter groups). */
export async function listAttributes(): Promise<Attribute[]> {
  const list = await request('POST', '/api/attribute/list', array(AttributeShape), { body: {} satisfies EmptyBody });
  return list.filter((a): a is Attribute => typeof a.attributeId === 'number' && typeof a.name === 'string');
}

/** POST /api/attribute/value/list: attribute values, all of them or those of one attribute. */
export async function listAttributeValues(attributeId?: number): Promise<AttributeValue[]> {
  const list = await request('POST', '/api/attribute/value/list', array(AttributeValueShape), {
    body: (attributeId === undefined ? {} : { attributeId }) satisfies AttributeValuesQuery,
  });
  return list.filter((v): v is AttributeValue => typeof v.attributeValueId === 'number' && typeof v.attributeId === 'number' && typeof v.value === 'string');
}
