import { waitFor, within } from '../support/testing-library';
import { afterEach, expect, it, vi } from 'vitest';
import { $config } from '../../../src/config/widget-config';
import '../../../widgets/header/header-element';

vi.mock('../../../src/api/communication', () => ({ unreadCount: vi.fn().mockResolvedValue(0) }));

afterEach(() => document.body.replaceChildren());

it('<tote-header> renders the header in its shadow root and takes site-url from its attribute', async () => {
  const element = document.createElement('tote-header');
  element.setAttribute('site-url', 'https://tote.example/');
  document.body.append(element);
  const shadow = element.shadowRoot!;
  expect(shadow).toBeTruthy();
  const view = within(shadow as unknown as HTMLElement);
  await waitFor(() => expect(view.getByRole('link', { name: 'Tote' }).getAttribute('href')).toBe('https://tote.example/#/'));
  expect($config.get().siteUrl).toBe('https://tote.example/');
});
