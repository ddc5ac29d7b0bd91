import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '../domain/support/public-settings';
import { fromPublicConfigWire, publicConfigWire, toPublicConfigWire, type PublicConfigWire } from './public-config';

// `GET /api/config/` (the module's note; spec point 7 for the trackers): the support hours
// and the trackers the SPA reads, each way, written by hand.

const WIRE: PublicConfigWire = {
  support_whatsapp: '+5511999999999',
  feedback_url: 'https://forms.example.com/cotador',
  support_hours: { days: [1, 3, 5], opens: '08:30', closes: '17:05', time_zone: 'America/Sao_Paulo' },
  tracking: {
    pixel: { id: 'px-1', script_url: 'https://pixel.example.com/p.js' },
    ads: null,
    analytics: { id: 'an-3', script_url: 'https://analytics.example.com/a.js' },
  },
};

const SETTINGS: PublicSettings = {
  supportWhatsapp: '+5511999999999',
  feedbackUrl: 'https://forms.example.com/cotador',
  supportHours: { days: [1, 3, 5], opensMinute: 510, closesMinute: 1025, timeZone: 'America/Sao_Paulo' },
  tracking: {
    pixel: { id: 'px-1', scriptUrl: 'https://pixel.example.com/p.js' },
    ads: null,
    analytics: { id: 'an-3', scriptUrl: 'https://analytics.example.com/a.js' },
  },
};

describe('the run-time settings', () => {
  it('reads the wire: hours as minutes of the day, trackers with their script', () => {
    expect(fromPublicConfigWire(WIRE)).toEqual(SETTINGS);
  });

  it('writes the wire: minutes as HH:MM with leading zeros', () => {
    expect(toPublicConfigWire(SETTINGS)).toEqual(WIRE);
    const early = toPublicConfigWire({ ...SETTINGS, supportHours: { ...SETTINGS.supportHours, opensMinute: 0, closesMinute: 1440 } });
    expect(early.support_hours).toMatchObject({ opens: '00:00', closes: '24:00' });
    const nothing = toPublicConfigWire({ ...SETTINGS, supportWhatsapp: null, feedbackUrl: null, tracking: { pixel: null, ads: { id: 'ad-2', scriptUrl: 'https://ads.example.com/g.js' }, analytics: null } });
    expect(nothing).toMatchObject({ support_whatsapp: null, feedback_url: null, tracking: { pixel: null, ads: { id: 'ad-2', script_url: 'https://ads.example.com/g.js' }, analytics: null } });
  });

  it('accepts what the server sends and refuses a malformed number, weekday or tracker', () => {
    expect(publicConfigWire.safeParse(WIRE).success).toBe(true);
    expect(publicConfigWire.safeParse({ ...WIRE, support_whatsapp: '11999999999' }).success).toBe(false);
    expect(publicConfigWire.safeParse({ ...WIRE, support_hours: { ...WIRE.support_hours, days: [0] } }).success).toBe(false);
    expect(publicConfigWire.safeParse({ ...WIRE, support_hours: { ...WIRE.support_hours, opens: '8:30' } }).success).toBe(false);
    expect(publicConfigWire.safeParse({ ...WIRE, tracking: { ...WIRE.tracking, ads: { id: '', script_url: 'https://ads.example.com/g.js' } } }).success).toBe(false);
  });
});
