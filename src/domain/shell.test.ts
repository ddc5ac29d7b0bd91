import { describe, expect, it } from 'vitest';
import { loadingMessageAt, parseConsent, shouldShowMobileAlert } from './shell';

describe('loading text (spec point 4)', () => {
  it('goes through the three messages and stays on the last', () => {
    expect([0, 1, 2, 3, 10].map(loadingMessageAt)).toEqual(['Gerando produtos...', 'Verificando prêmio...', 'Finalizando...', 'Finalizando...', 'Finalizando...']);
  });
});

describe('mobile alert rule', () => {
  const base = { viewportWidth: 375, shownThisSession: false, formInProgress: false, otherModalOpen: false };
  it('shows on a phone, once, never over a form or another modal', () => {
    expect(shouldShowMobileAlert(base)).toBe(true);
    expect(shouldShowMobileAlert({ ...base, shownThisSession: true })).toBe(false);
    expect(shouldShowMobileAlert({ ...base, formInProgress: true })).toBe(false);
    expect(shouldShowMobileAlert({ ...base, otherModalOpen: true })).toBe(false);
  });
  it.each([767, 768, 1280])('width %i: %s', (width) => {
    expect(shouldShowMobileAlert({ ...base, viewportWidth: width })).toBe(width < 768);
  });
});

describe('consent', () => {
  it('reads only the two choices', () => {
    expect(parseConsent('granted')).toBe('granted');
    expect(parseConsent('denied')).toBe('denied');
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });
});
