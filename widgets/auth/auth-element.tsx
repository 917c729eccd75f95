import { defineWidget } from '../../src/ui/define-widget';
import { AuthDialogs } from './auth-dialogs';
import { AUTH_CSS } from './auth-styles';

defineWidget('tote-auth', {
  css: AUTH_CSS,
  render: () => <AuthDialogs />,
});
