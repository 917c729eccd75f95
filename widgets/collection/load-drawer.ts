import { addStyles } from '../../src/ui/define-widget';

export type DrawerModule = typeof import('./filter-drawer');
let drawerModule: Promise<DrawerModule> | null = null;

/** The Filters drawer's code and look (the dialog's), fetched when a phone first opens it, once per page. */
export function loadDrawer(root: HTMLElement | null): Promise<DrawerModule> {
  drawerModule ??= import('./filter-drawer');
  drawerModule.catch(() => (drawerModule = null));
  return drawerModule.then((module) => {
    // Into the widget's own shadow root (addStyles adopts a sheet once however often it is asked).
    const shadow = root?.getRootNode();
    if (shadow instanceof ShadowRoot && shadow.host instanceof HTMLElement) addStyles(shadow.host, module.DRAWER_CSS);
    return module;
  });
}
