/**
 * The one typed context that hands the application's ports to components
 * (architecture rule 8). Components call `useServices()`; only the composition root
 * (main.tsx) and test harnesses build the services.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { AppServices } from '../../application/app-services';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The application's ports (auth, clock, storage, ...). */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>.');
  return services;
}
