import { array } from 'superstruct';
import { request } from './http';
import { AttributeShape, AttributeValueShape, PredefinedShape, type Attribute, type AttributeValue, type Predefined } from './shapes/catalogue';

/** POST /api/predefined/list-by-type: the predefined master values of one type. */
export function listPredefinedByType(type: string): Promise<Predefined[]> {
  return request('POST', '/api/predefined/list-by-type', array(PredefinedShape), { body: { type } });
}

/** POST /api/attribute/list: the attribute masters (the collection's filter groups). */
export function listAttributes(): Promise<Attribute[]> {
  return request('POST', '/api/attribute/list', array(AttributeShape), { body: {} });
}

/** POST /api/attribute/value/list: attribute values, all of them or those of one attribute. */
export function listAttributeValues(attributeId?: number): Promise<AttributeValue[]> {
  return request('POST', '/api/attribute/value/list', array(AttributeValueShape), {
    body: attributeId === undefined ? {} : { attributeId },
  });
}
