/**
 * The shell's run-time configuration: `GET /api/config/` (public) answers the shell's settings from
 * the environment (support WhatsApp, feedback form, support hours, trackers), nothing when
 * unset; bad values stop the start-up; the configured trackers' origins enter the CSP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigWire } from '../../src/contract/public-config';
import { ConfigError, loadConfig } from '../src/config';
import { cspDirectives } from '../src/http/security-headers';
import { readShellConfig } from '../src/shell-config';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ catalog: 'none' });
});
afterAll(() => ctx.close());

const configured = (env: Record<string, string>) => {
  const shell = readShellConfig(env);
  if (!shell.ok) throw new Error(shell.issues.join('; '));
  return shell.config;
};

describe('GET /api/config/', () => {
  it('answers anonymous callers with nothing configured by default', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'GET', url: '/api/config/' });
    expect(response.statusCode).toBe(200);
    expect(publicConfigWire.parse(response.json())).toEqual({
      support_whatsapp: null,
      feedback_url: null,
      support_hours: { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00', time_zone: 'America/Sao_Paulo' },
      tracking: { pixel: null, ads: null, analytics: null },
    });
  });

  it('answers the configured number, form, hours and trackers', async () => {
    const shell = configured({
      SUPPORT_WHATSAPP: '+5511987654321',
      FEEDBACK_FORM_URL: 'https://forms.example.com/cotador',
      SUPPORT_HOURS: '1-6 08:30-17:00',
      TRACKING_PIXEL_ID: '1234567890',
      TRACKING_ADS_ID: 'AW-123',
      TRACKING_ANALYTICS_ID: '998877',
      TRACKING_ANALYTICS_SCRIPT_URL: 'https://analytics.example.com/a.js?site={id}',
    });
    const app = await ctx.app({ shell });
    const body = publicConfigWire.parse((await app.inject({ method: 'GET', url: '/api/config/' })).json());
    expect(body).toEqual({
      support_whatsapp: '+5511987654321',
      feedback_url: 'https://forms.example.com/cotador',
      support_hours: { days: [1, 2, 3, 4, 5, 6], opens: '08:30', closes: '17:00', time_zone: 'America/Sao_Paulo' },
      tracking: {
        pixel: { id: '1234567890', script_url: 'https://connect.facebook.net/en_US/fbevents.js' },
        ads: { id: 'AW-123', script_url: 'https://www.googletagmanager.com/gtag/js?id=AW-123' },
        analytics: { id: '998877', script_url: 'https://analytics.example.com/a.js?site=998877' },
      },
    });
  });
});

describe('configuration', () => {
  it.each([
    ['SUPPORT_WHATSAPP', '11987654321'],
    ['SUPPORT_HOURS', 'seg-sex'],
    ['SUPPORT_TIME_ZONE', 'Mars/Olympus'],
    ['FEEDBACK_FORM_URL', 'javascript:alert(1)'],
    ['TRACKING_PIXEL_ID', '<script>'],
  ])('refuses a bad %s', (name, value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', [name]: value })).toThrow(name);
  });

  it('adds no origin to the CSP without trackers, and the trackers’ origins with them', () => {
    const bare = cspDirectives({ cspConnectSrc: [], shell: configured({}) });
    expect(bare['script-src']).toEqual(["'self'"]);
    const withTrackers = cspDirectives({ cspConnectSrc: [], shell: configured({ TRACKING_PIXEL_ID: '1', TRACKING_ANALYTICS_ID: '2', TRACKING_ANALYTICS_SCRIPT_URL: 'https://a.example.com/x.js' }) });
    expect(withTrackers['script-src']).toEqual(["'self'", 'https://connect.facebook.net', 'https://a.example.com']);
    expect(withTrackers['connect-src']).toEqual(expect.arrayContaining(['https://www.facebook.com', 'https://a.example.com']));
    expect(withTrackers['img-src']).toEqual(expect.arrayContaining(['https://www.facebook.com']));
  });
});
