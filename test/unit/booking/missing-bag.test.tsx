import { cleanup, render, screen } from '../support/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProduct, getProductByUrl } from '../../../src/api/product';
import { BookingPage } from '../../../widgets/booking/booking';
import { settle } from '../support/settle';

vi.mock('../../../src/api/product', () => ({ getProduct: vi.fn(), getProductByUrl: vi.fn(), similarProducts: vi.fn() }));

afterEach(cleanup);

describe('a booking widget with neither product-url nor product-id', () => {
  it('says it cannot find the bag and asks the API nothing', async () => {
    render(<BookingPage productUrl={null} productId={null} />);
    await settle();
    expect(screen.getByText('We could not find this bag')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getProduct).not.toHaveBeenCalled();
    expect(getProductByUrl).not.toHaveBeenCalled();
  });
});
