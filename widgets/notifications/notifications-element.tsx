import { defineWidget } from '../../src/ui/define-widget';
import { BUTTON_CSS, STATE_CSS } from '../../src/ui/kit-styles';
import { Notifications } from './notifications';
import { NOTIFICATIONS_CSS } from './notifications-styles';

defineWidget('tote-notifications', {
  css: BUTTON_CSS + STATE_CSS + NOTIFICATIONS_CSS,
  render: () => <Notifications />,
});
