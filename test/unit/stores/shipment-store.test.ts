import { afterEach, describe, expect, it, vi } from 'vitest';
import { shipmentDetails } from '../../../src/api/bluedart';
import { clearSession, signIn } from '../../../src/stores/session';
import { $shipment, $trackedWaybill, trackShipment } from '../../../src/stores/shipment-store';
import { sampleShipment, sampleUser } from '../../support/api-samples';

vi.mock('../../../src/api/bluedart', () => ({ shipmentDetails: vi.fn() }));

const tokens = { accessToken: 'a', refreshToken: 'r' };
afterEach(() => clearSession());

describe('the tracked parcel', () => {
  it('is one member’s: after a logout and another login nothing is tracked, so nobody sees the last parcel', async () => {
    vi.mocked(shipmentDetails).mockResolvedValue(sampleShipment({ wbNo: 'WB7654321' }));
    signIn(tokens, sampleUser({ id: 7 }));
    const stop = $shipment.listen(() => {});
    trackShipment('WB7654321');
    await vi.waitFor(() => expect($shipment.get().data?.wbNo).toBe('WB7654321'));
    clearSession();
    signIn(tokens, sampleUser({ id: 8 }));
    expect($trackedWaybill.get()).toBeNull();
    // The store follows its key a tick later (the query layer batches key changes).
    await vi.waitFor(() => expect($shipment.get()).toEqual({ loading: false }));
    expect(shipmentDetails).toHaveBeenCalledTimes(1);
    stop();
  });
});
