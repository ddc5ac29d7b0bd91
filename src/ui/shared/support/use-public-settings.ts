/**
 * The run-time settings of `GET /api/config/` (support WhatsApp, feedback form, support
 * hours, trackers) for a component: null until read (then the use case's cached answer, or
 * its fallback when the call failed).
 */
import { useEffect, useState } from 'react';
import type { PublicSettings } from '../../../domain/support/public-settings';
import { useShellUseCases } from '../../app/services-context';

export function usePublicSettings(): PublicSettings | null {
  const { support } = useShellUseCases();
  const [settings, setSettings] = useState<PublicSettings | null>(null);
  useEffect(() => {
    let live = true;
    void support.settings().then((value) => {
      if (live) setSettings(value);
    });
    return () => {
      live = false;
    };
  }, [support]);
  return settings;
}
