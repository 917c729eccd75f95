import { Infer, optional, type } from 'superstruct';
import { OptionalId, pagingFields, ParamText } from './parts';

/** What the package screen sends to POST /api/order/save: an order for a membership plan slab (`id` is the slab's, as some callers send it). */
export const NewOrderShape = type({ userId: OptionalId, membershipPlanSlabId: OptionalId, id: OptionalId });
export type NewOrder = Infer<typeof NewOrderShape>;

/** The body of POST /api/order/activate. */
export const OrderActivationShape = type({ orderId: OptionalId });
export type OrderActivation = Infer<typeof OrderActivationShape>;

/** The body of POST /api/order/list and /count: paging and the owner. */
export const OrderListQueryShape = type({ ...pagingFields(100), userId: OptionalId });
export type OrderListQuery = Infer<typeof OrderListQueryShape>;

/** The query of GET /api/order/generateInvoice/{orderId}: the short-lived link's token, when not sent as a bearer. */
export const InvoiceQueryShape = type({ token: optional(ParamText(2000)) });
