/**
 * The one typed context that hands the application to components (architecture rule 8).
 * Feature components call `useUseCases()` (the use cases of src/application/app-use-cases.ts);
 * `useServices()` (the ports) is for the app shell in src/ui/app only. Only the composition
 * root (main.tsx) and test harnesses build the services.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AppServices } from '../../application/app-services';
import { createAppUseCases, type AppUseCases } from '../../application/app-use-cases';

const ServicesContext = createContext<{ services: AppServices; useCases: AppUseCases } | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  const value = useMemo(() => ({ services, useCases: createAppUseCases(services) }), [services]);
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

/** The application's ports (auth, clock, storage, ...): for the app shell (src/ui/app) only. */
export function useServices(): AppServices {
  const value = useContext(ServicesContext);
  if (!value) throw new Error('useServices must be used inside <ServicesProvider>.');
  return value.services;
}

/** The use cases of every feature (src/application/app-use-cases.ts): what feature screens call. */
export function useUseCases(): AppUseCases {
  const value = useContext(ServicesContext);
  if (!value) throw new Error('useUseCases must be used inside <ServicesProvider>.');
  return value.useCases;
}
