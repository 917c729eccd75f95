import { array, boolean, type } from 'superstruct';
import { request } from './http';
import { EventShape } from './shapes/event';
import { NewsletterShape } from './shapes/newsletter';
import { OperatorPlanShape } from './shapes/operator-plans';
import type { EventRequest, NewsletterRequest } from './shapes/requests/operator';
import type { PlanCreateRequest, PlanEditRequest } from './shapes/requests/operator-plans';

// The back office's calls that change what was published (newsletters, events) and the plans and their
// prices. Only the lazily loaded #/operator pages import this module.

const BASE = '/api/operator';
const NewsletterDeletedShape = type({ deleted: boolean() });
const EventDeletedShape = type({ kept: boolean() });

/** Any issue with its content, a draft or scheduled one too. */
export const getNewsletter = (id: number) => request('GET', `${BASE}/newsletters/${id}`, NewsletterShape);
export const editNewsletter = (id: number, issue: NewsletterRequest) => request('PUT', `${BASE}/newsletters/${id}`, NewsletterShape, { body: issue });
/** Back to draft (members no longer see it) when `published` is false; published again when true. */
export const setNewsletterPublished = (id: number, published: boolean) =>
  request('POST', `${BASE}/newsletters/${id}/${published ? 'publish' : 'unpublish'}`, NewsletterShape, { body: {} });
export const deleteNewsletter = (id: number) => request('DELETE', `${BASE}/newsletters/${id}`, NewsletterDeletedShape);

/** Any event not deleted, a draft too. */
export const getEvent = (id: number) => request('GET', `${BASE}/events/${id}`, EventShape);
export const editEvent = (id: number, event: EventRequest) => request('PUT', `${BASE}/events/${id}`, EventShape, { body: event });
export const setEventPublished = (id: number, published: boolean) =>
  request('POST', `${BASE}/events/${id}/${published ? 'publish' : 'unpublish'}`, EventShape, { body: {} });
/** `kept`: members had registered, so the event stays hidden for their history rather than gone. */
export const deleteEvent = (id: number) => request('DELETE', `${BASE}/events/${id}`, EventDeletedShape);

export const listPlans = () => request('GET', `${BASE}/plans`, array(OperatorPlanShape));
export const createPlan = (plan: PlanCreateRequest) => request('POST', `${BASE}/plans`, OperatorPlanShape, { body: plan });
export const editPlan = (id: number, plan: PlanEditRequest) => request('PUT', `${BASE}/plans/${id}`, OperatorPlanShape, { body: plan });
/** Retires the plan (no longer offered) when `offered` is false; offers it again when true. */
export const setPlanOffered = (id: number, offered: boolean) =>
  request('POST', `${BASE}/plans/${id}/${offered ? 'offer' : 'retire'}`, OperatorPlanShape, { body: {} });
