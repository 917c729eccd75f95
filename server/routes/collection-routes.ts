import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { bagdropRoutes } from './bagdrop-routes';
import { bookingRoutes } from './booking-routes';
import { catalogueRoutes } from './catalogue-routes';
import { favouriteRoutes } from './favourite-routes';
import { membershipRoutes } from './membership-routes';
import { productRoutes } from './product-routes';
import { waitingRoutes } from './waiting-routes';

/**
 * The collection-and-booking domains, mounted at /api in one line
 * of app.ts: product, predefined + attribute, membership, booking, waiting,
 * favourite, bagdrop. Each domain keeps its own module.
 */
export function collectionRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.route('/product', productRoutes(ctx));
  app.route('/', catalogueRoutes(ctx));
  app.route('/membership', membershipRoutes(ctx));
  app.route('/booking', bookingRoutes(ctx));
  app.route('/waiting', waitingRoutes(ctx));
  app.route('/favourite', favouriteRoutes(ctx));
  app.route('/bagdrop', bagdropRoutes(ctx));
  return app;
}
