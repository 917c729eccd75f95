import type { Courier, ShipmentScan, ShipmentTracking } from './courier';

/**
 * Shipping by hand, for a club without a courier API contract yet: the operator
 * books the parcel with any courier, types its waybill and tracking link into
 * the back office, and marks it delivered. The member's tracking shows what the
 * club recorded (handed over, delivered) and the courier's own tracking link;
 * nothing is asked of a courier API. Allowed in production.
 */
export class ManualCourier implements Courier {
  readonly name = 'manual';
  // Nothing but what the operator recorded: delivery is marked by hand.
  readonly reportsDelivery = false;

  async track(wbNo: string, context: Parameters<Courier['track']>[1]): Promise<ShipmentTracking | null> {
    const shipment = context.shipment;
    if (!shipment?.shippedAt) return null;
    const scans: ShipmentScan[] = [{ date: shipment.shippedAt, location: 'Tote', description: 'Handed to the courier' }];
    if (shipment.deliveredAt) scans.push({ date: shipment.deliveredAt, location: 'Your address', description: 'Delivered' });
    return {
      wbNo,
      status: shipment.deliveredAt ? 'DELIVERED' : 'IN TRANSIT',
      scans,
      expectedDeliveryDate: null,
      trackingUrl: shipment.trackingUrl,
    };
  }
}
