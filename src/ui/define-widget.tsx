import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { configure } from '../config/widget-config';
import { installSessionLifecycle } from '../stores/session-lifecycle';
import { BASE_CSS } from './base-styles';

export interface WidgetOptions {
  /** The widget's own CSS, adopted into its shadow root after the shared base sheet. */
  css: string;
  /** Attributes besides api-base and site-url that re-render the widget when they change. */
  attributes?: readonly string[];
  render: (host: HTMLElement) => ReactNode;
}

const sheetCache = new Map<string, CSSStyleSheet | null>();

// Constructable stylesheets pass a strict CSP (no 'unsafe-inline' needed); a <style>
// element is the fallback only where adoptedStyleSheets does not exist.
function sheetFor(css: string): CSSStyleSheet | null {
  if (!sheetCache.has(css)) {
    let sheet: CSSStyleSheet | null = null;
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      sheet = null;
    }
    sheetCache.set(css, sheet);
  }
  return sheetCache.get(css) ?? null;
}

function adoptStyles(shadow: ShadowRoot, cssTexts: string[]): void {
  const sheets = cssTexts.map(sheetFor);
  if ('adoptedStyleSheets' in shadow && sheets.every((s) => s !== null)) {
    shadow.adoptedStyleSheets = sheets as CSSStyleSheet[];
    return;
  }
  for (const css of cssTexts) {
    const style = document.createElement('style');
    style.textContent = css;
    shadow.append(style);
  }
}

/**
 * Registers `<tag>` as a self-mounting widget: a shadow root with its own styles
 * and a React (Preact in the build) root. Safe to call twice (two bundles on a page).
 */
export function defineWidget(tag: string, options: WidgetOptions): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  installSessionLifecycle();

  class ToteWidget extends HTMLElement {
    static observedAttributes = ['api-base', 'site-url', ...(options.attributes ?? [])];
    private root: Root | null = null;
    private mountPoint: HTMLElement | null = null;

    connectedCallback(): void {
      this.applyConfig();
      if (!this.shadowRoot) {
        const shadow = this.attachShadow({ mode: 'open' });
        adoptStyles(shadow, [BASE_CSS, options.css]);
        this.mountPoint = document.createElement('div');
        this.mountPoint.className = 'tote-root';
        shadow.append(this.mountPoint);
      }
      if (!this.root && this.mountPoint) this.root = createRoot(this.mountPoint);
      this.renderNow();
    }

    disconnectedCallback(): void {
      this.root?.unmount();
      this.root = null;
    }

    attributeChangedCallback(): void {
      this.applyConfig();
      if (this.root) this.renderNow();
    }

    private applyConfig(): void {
      const apiBase = this.getAttribute('api-base');
      const siteUrl = this.getAttribute('site-url');
      configure({ ...(apiBase !== null ? { apiBase } : {}), ...(siteUrl !== null ? { siteUrl } : {}) });
    }

    private renderNow(): void {
      this.root?.render(options.render(this));
    }
  }

  customElements.define(tag, ToteWidget);
}
