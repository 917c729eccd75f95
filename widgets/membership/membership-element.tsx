import { defineWidget } from '../../src/ui/define-widget';
import { BUTTON_CSS, STATE_CSS } from '../../src/ui/kit-styles';
import { FIELD_CSS } from '../../src/ui/field-styles';
import { Membership } from './membership';
import { MEMBERSHIP_CSS } from './membership-styles';

defineWidget('tote-membership', {
  css: BUTTON_CSS + STATE_CSS + FIELD_CSS + MEMBERSHIP_CSS,
  attributes: ['view'],
  render: (host) => <Membership view={host.getAttribute('view') === 'application' ? 'application' : 'packages'} />,
});
