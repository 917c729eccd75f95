import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { configure } from '../config/widget-config';
import { installHostApi } from '../embed/host-api';
import { emitReady, installHostEvents, registerElement, unregisterElement } from '../embed/host-events';
import { detectPartnerMode } from '../embed/partner-mode';
import { countPartnerVisit } from '../embed/partner-visit';
import { installSessionLifecycle } from '../stores/session-lifecycle';
import { isPartnerId } from '../validation/partner-id';
import { BASE_CSS } from './base-styles';

export interface WidgetOptions {
  /** The widget's own CSS, adopted into its shadow root after the shared base sheet. */
  css: string;
  /** Attributes besides api-base, site-url and partner that re-render the widget when they change. */
  attributes?: readonly string[];
  render: (host: HTMLElement) => ReactNode;
}

const sheetCache = new Map<string, CSSStyleSheet | null>();

// Constructable stylesheets pass a strict CSP (no 'unsafe-inline' needed); a <style>
// element is the fallback only where adoptedStyleSheets does not exist.
/**
 * `rem` inside a shadow root still means the host page's root font size, which a
 * host may set to anything (even `* { font-size: 40px !important }`). Our sizes
 * are written in rem for readability and pinned to 16px here.
 */
export function pinRem(css: string): string {
  return css.replace(/(\d*\.?\d+)rem\b/g, (_, n: string) => `${Number((Number(n) * 16).toFixed(3))}px`);
}

function sheetFor(css: string): CSSStyleSheet | null {
  if (!sheetCache.has(css)) {
    let sheet: CSSStyleSheet | null;
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(pinRem(css));
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
    style.textContent = pinRem(css);
    shadow.append(style);
  }
}

/** Adds a sheet to a widget's shadow root after the fact: the CSS of code loaded later (a dialog's). */
export function addStyles(host: HTMLElement, css: string): void {
  const shadow = host.shadowRoot;
  if (!shadow) return;
  const sheet = sheetFor(css);
  if (sheet && 'adoptedStyleSheets' in shadow) {
    if (!shadow.adoptedStyleSheets.includes(sheet)) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = pinRem(css);
  shadow.prepend(style);
}

/** `partner-id`: kept when valid; an invalid one is dropped with a warning, so a typo never breaks a sign-up. */
function partnerIdOf(raw: string | null): string | null | undefined {
  if (raw === null) return undefined;
  const id = raw.trim();
  if (isPartnerId(id)) return id;
  console.warn(`Tote: partner-id "${raw}" ignored: use 1 to 64 letters, digits, dots, hyphens or underscores.`);
  return null;
}

/**
 * Registers `<tag>` as a self-mounting widget: a shadow root with its own styles
 * and a React (Preact in the build) root. Safe to call twice (two bundles on a page).
 */
export function defineWidget(tag: string, options: WidgetOptions): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  installSessionLifecycle();
  installHostEvents();

  class ToteWidget extends HTMLElement {
    static observedAttributes = ['api-base', 'site-url', 'partner', 'partner-id', ...(options.attributes ?? [])];
    private root: Root | null = null;
    private mountPoint: HTMLElement | null = null;

    connectedCallback(): void {
      this.applyConfig();
      registerElement(this);
      detectPartnerMode(this.getAttribute('api-base'), this.getAttribute('partner'));
      if (!this.shadowRoot) {
        const shadow = this.attachShadow({ mode: 'open' });
        adoptStyles(shadow, [BASE_CSS, options.css]);
        this.mountPoint = document.createElement('div');
        this.mountPoint.className = 'tote-root';
        shadow.append(this.mountPoint);
      }
      if (!this.root && this.mountPoint) this.root = createRoot(this.mountPoint);
      this.renderNow();
      // After the first render has been committed (Preact and React both render synchronously enough for a task).
      setTimeout(() => {
        if (this.isConnected) emitReady(this);
      });
    }

    disconnectedCallback(): void {
      unregisterElement(this);
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
      const partnerId = partnerIdOf(this.getAttribute('partner-id'));
      configure({ ...(apiBase !== null ? { apiBase } : {}), ...(siteUrl !== null ? { siteUrl } : {}), ...(partnerId !== undefined ? { partnerId } : {}) });
      if (partnerId) countPartnerVisit(partnerId);
    }

    private renderNow(): void {
      this.root?.render(options.render(this));
    }
  }

  customElements.define(tag, ToteWidget);
  // After the element exists, so queued Tote('open', 'login') calls find the page ready.
  installHostApi();
}
