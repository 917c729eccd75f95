import type { DetailedHTMLProps, HTMLAttributes } from 'react';

// The site places the widgets as custom elements; they register themselves when
// their element modules load (site/main.tsx).
type WidgetElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  'api-base'?: string;
  'site-url'?: string;
};

interface ToteElements {
  'tote-header': WidgetElementProps;
  'tote-auth': WidgetElementProps & { buttons?: string; 'partner-id'?: string };
  'tote-collection': WidgetElementProps;
  'tote-booking': WidgetElementProps & { 'product-url'?: string; 'product-id'?: string };
  'tote-bagdrop': WidgetElementProps;
  'tote-notifications': WidgetElementProps;
  'tote-membership': WidgetElementProps & { view?: 'application' | 'packages' };
  'tote-account': WidgetElementProps;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends ToteElements {}
  }
}

declare global {
  namespace JSX {
    interface IntrinsicElements extends ToteElements {}
  }
}
