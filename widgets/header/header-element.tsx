import { defineWidget } from '../../src/ui/define-widget';
import { BUTTON_CSS } from '../../src/ui/kit-styles';
import { Header } from './header';
import { HEADER_CSS } from './header-styles';

defineWidget('tote-header', {
  css: BUTTON_CSS + HEADER_CSS,
  render: () => <Header />,
});
