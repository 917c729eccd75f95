import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test loads a fresh copy of the module: "started at boot" is per page load.
async function load() {
  vi.resetModules();
  return import('../../../src/routing/route-start');
}

afterEach(() => document.documentElement.removeAttribute('data-route'));

describe('a route starter', () => {
  it("starts the route's calls as its module loads when the boot script named that route, and only once while that first route is pending", async () => {
    document.documentElement.setAttribute('data-route', 'my-profile');
    const { routeStarter } = await load();
    const start = vi.fn();
    const run = routeStarter('my-profile', start);
    expect(start).toHaveBeenCalledTimes(1);

    // The boot script's startRouteData and the page's import both reach it: no second start.
    run();
    expect(start).toHaveBeenCalledTimes(1);

    // Once the site has rendered the route (main.tsx removes the attribute), a navigation back starts it again.
    document.documentElement.removeAttribute('data-route');
    run();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it("does nothing as it loads for another route, on a partner page or in a widget's own bundle, and starts when asked", async () => {
    document.documentElement.setAttribute('data-route', 'home');
    const { routeStarter } = await load();
    const start = vi.fn();
    const run = routeStarter('members-collection', start);
    expect(start).not.toHaveBeenCalled();

    document.documentElement.removeAttribute('data-route');
    const other = vi.fn();
    routeStarter('package-details', other);
    expect(other).not.toHaveBeenCalled();

    run();
    run();
    expect(start).toHaveBeenCalledTimes(2);
  });
});
