import { defineWidget } from '../../src/ui/define-widget';
import { AUTH_WIDGET_CSS, AuthWidget, parseButtons } from './auth-widget';

defineWidget('tote-auth', {
  // The dialogs bring their own sheet when their code loads (auth-widget.tsx).
  css: AUTH_WIDGET_CSS,
  attributes: ['buttons'],
  render: (host) => <AuthWidget host={host} buttons={parseButtons(host.getAttribute('buttons'))} />,
});
