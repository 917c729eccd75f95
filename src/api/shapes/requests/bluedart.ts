import { coerce, Infer, refine, string, unknown } from 'superstruct';
import { normalizeWaybill, WAYBILL_MESSAGES, waybillProblem } from '../../../validation/waybill';

/** The `wbNo` field of POST /api/bluedart/shipment-details (multipart): a waybill number as typed, spaces dropped. */
export const WaybillNumberShape = refine(
  coerce(string(), unknown(), (value) => (value === undefined || value === null ? '' : typeof value === 'string' ? normalizeWaybill(value) : value)),
  'rule:wbNo',
  (value) => {
    const problem = waybillProblem(value);
    return problem === null || WAYBILL_MESSAGES[problem];
  },
);
export type WaybillNumber = Infer<typeof WaybillNumberShape>;
