import { defineWidget } from '../../src/ui/define-widget';
import { Header } from './header';
import { HEADER_CSS } from './header-styles';

defineWidget('tote-header', {
  css: HEADER_CSS,
  render: () => <Header />,
});
