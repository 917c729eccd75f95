import { defineWidget } from '../../src/ui/define-widget';
import { BUTTON_CSS, STATE_CSS } from '../../src/ui/kit-styles';
import { FIELD_CSS } from '../../src/ui/field-styles';
import { Account } from './account';
import { ACCOUNT_CSS, TIMELINE_CSS } from './account-styles';
import { MY_ACCOUNT_CSS } from './my-account-styles';

defineWidget('tote-account', {
  css: BUTTON_CSS + STATE_CSS + FIELD_CSS + ACCOUNT_CSS + TIMELINE_CSS + MY_ACCOUNT_CSS,
  render: () => <Account />,
});
