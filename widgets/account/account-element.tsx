import { defineWidget } from '../../src/ui/define-widget';
import { BUTTON_CSS } from '../../src/ui/membership-banner';
import { Account } from './account';
import { ACCOUNT_CSS } from './account-styles';

defineWidget('tote-account', {
  css: BUTTON_CSS + ACCOUNT_CSS,
  render: () => <Account />,
});
