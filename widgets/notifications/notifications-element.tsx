import { defineWidget } from '../../src/ui/define-widget';
import { Notifications } from './notifications';
import { NOTIFICATIONS_CSS } from './notifications-styles';

defineWidget('tote-notifications', {
  css: NOTIFICATIONS_CSS,
  render: () => <Notifications />,
});
