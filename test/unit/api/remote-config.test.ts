import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { data, fakeFetch, json, text } from './fake-fetch';

// remote-config keeps one promise per page; a fresh module graph per test is a fresh page.
async function freshPage() {
  vi.resetModules();
  const { loadRemoteConfig } = await import('../../../src/api/remote-config');
  const { $remoteMessages } = await import('../../../src/validation/messages');
  const { validateField } = await import('../../../src/validation/rules');
  const { configure } = await import('../../../src/config/widget-config');
  configure({ apiBase: 'https://api.tote.test' });
  return { loadRemoteConfig, $remoteMessages, validateField };
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadRemoteConfig', () => {
  it('GETs /api/config and applies its Error_message texts to validation', async () => {
    const page = await freshPage();
    const api = fakeFetch(data({ Error_message: { Required: '{label} cannot be empty', MaxLength: '{label}: {max} characters at most' } }));
    await page.loadRemoteConfig();
    expect(api.last().method).toBe('GET');
    expect(api.last().url).toBe('https://api.tote.test/api/config');
    expect(page.$remoteMessages.get()).toEqual({ Required: '{label} cannot be empty', MaxLength: '{label}: {max} characters at most' });
    expect(page.validateField('firstName', '')).toBe('First Name cannot be empty');
    expect(page.validateField('city', 'A'.repeat(21))).toBe('City: 20 characters at most');
    // Kinds the configuration does not carry keep the spec's text.
    expect(page.validateField('mobile', '12')).toBe('Please enter a valid 10-digit mobile number.');
  });

  it('asks the server once however many widgets call it', async () => {
    const page = await freshPage();
    const api = fakeFetch(data({ Error_message: { Email: 'Bad email' } }));
    await Promise.all([page.loadRemoteConfig(), page.loadRemoteConfig()]);
    await page.loadRemoteConfig();
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it('ignores blank texts', async () => {
    const page = await freshPage();
    fakeFetch(data({ Error_message: { Required: '  ', Email: 'Bad email' } }));
    await page.loadRemoteConfig();
    expect(page.$remoteMessages.get()).toEqual({ Email: 'Bad email' });
    expect(page.validateField('email', '')).toBe('Email is required.');
  });

  it('accepts a configuration without Error_message', async () => {
    const page = await freshPage();
    fakeFetch(data({ somethingElse: true }));
    await page.loadRemoteConfig();
    expect(page.$remoteMessages.get()).toEqual({});
  });

  const failures: [string, () => Response][] = [
    ['a server error', () => json({ status: 500, message: 'boom' }, 500)],
    ['a body that is not JSON', () => text('<html></html>')],
    ['Error_message that is not an object', () => data({ Error_message: 'Required' })],
    ['a text that is not a string', () => data({ Error_message: { Required: 42 } })],
    [
      'no answer',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ];

  it.each(failures)('keeps the default texts quietly after %s', async (_case, reply) => {
    const page = await freshPage();
    fakeFetch(reply);
    await expect(page.loadRemoteConfig()).resolves.toBeUndefined();
    expect(page.$remoteMessages.get()).toEqual({});
    expect(page.validateField('firstName', '')).toBe('First Name is required.');
    expect(page.validateField('email', 'asha@')).toBe('Please enter a valid Email');
  });
});
