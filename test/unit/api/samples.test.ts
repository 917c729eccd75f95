// @vitest-environment node
import { type Struct, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { BagdropShape } from '../../../src/api/shapes/bagdrop';
import { ShipmentDetailsShape } from '../../../src/api/shapes/bluedart';
import { BookingExpiryShape, BookingShape } from '../../../src/api/shapes/booking';
import { AttributeShape, AttributeValueShape, PredefinedShape } from '../../../src/api/shapes/catalogue';
import { NotificationShape } from '../../../src/api/shapes/communication';
import { EventShape } from '../../../src/api/shapes/event';
import { MembershipSlabShape, UserMembershipShape } from '../../../src/api/shapes/membership';
import { NewsletterShape } from '../../../src/api/shapes/newsletter';
import { OrderShape, PaymentDetailsShape } from '../../../src/api/shapes/order';
import { PayNowShape } from '../../../src/api/shapes/payment';
import { ProductShape } from '../../../src/api/shapes/product';
import { UserShape } from '../../../src/api/shapes/user';
import { WaitingEntryShape } from '../../../src/api/shapes/waiting';
import * as samples from '../../support/api-samples';

// The stand-ins unit tests use for server answers must be answers the client accepts.
const check = <T>(sample: T, shape: Struct<T, unknown>) => validate(sample, shape)[0]?.message;

const pairs: [string, () => string | undefined][] = [
  ['user', () => check(samples.sampleUser(), UserShape)],
  ['product', () => check(samples.sampleProduct(), ProductShape)],
  ['slab', () => check(samples.sampleSlab(), MembershipSlabShape)],
  ['user membership', () => check(samples.sampleUserMembership(), UserMembershipShape)],
  ['order', () => check(samples.sampleOrder(), OrderShape)],
  ['payment details', () => check(samples.samplePaymentDetails(), PaymentDetailsShape)],
  ['payNow', () => check(samples.samplePayNow(), PayNowShape)],
  ['booking', () => check(samples.sampleBooking(), BookingShape)],
  ['expiry', () => check(samples.sampleExpiry(), BookingExpiryShape)],
  ['waiting entry', () => check(samples.sampleWaitingEntry(), WaitingEntryShape)],
  ['newsletter', () => check(samples.sampleNewsletter(), NewsletterShape)],
  ['event', () => check(samples.sampleEvent(), EventShape)],
  ['notification', () => check(samples.sampleNotification(), NotificationShape)],
  ['shipment', () => check(samples.sampleShipment(), ShipmentDetailsShape)],
  ['bagdrop', () => check(samples.sampleBagdrop(), BagdropShape)],
  ['predefined', () => check(samples.samplePredefined(), PredefinedShape)],
  ['attribute', () => check(samples.sampleAttribute(), AttributeShape)],
  ['attribute value', () => check(samples.sampleAttributeValue(), AttributeValueShape)],
];

describe('api samples', () => {
  it.each(pairs)('the %s sample is in its shape', (_name, failure) => {
    expect(failure()).toBeUndefined();
  });
});
