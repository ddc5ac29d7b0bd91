/**
 * The first-access welcome (spec points 2 and 4), mounted by the dashboard layout:
 * `<FirstAccessProvider>` runs the first-access machine for a user whose `first_access`
 * is true — the logo modal ('Continuar sem' skips), then the tutorial offer ('Quero
 * aprender a usar' → /tutoriais, 'Pular tutorial'), then the first-access check — and
 * `useFirstAccessModalsOpen()` tells other modals (the expiration alert) to stay hidden
 * while one of these is open.
 */
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { useSession } from '../../app/session-context';

// The modals and their machine come in a chunk of their own, with the accounts feature.
const FirstAccessFlow = lazy(() => import('./first-access-flow').then((m) => ({ default: m.FirstAccessFlow })));

const FirstAccessContext = createContext<boolean>(false);

/** True while the first-access logo modal or tutorial offer is open. */
export function useFirstAccessModalsOpen(): boolean {
  return useContext(FirstAccessContext);
}

export function FirstAccessProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [open, setOpen] = useState(() => user?.firstAccess ?? false);
  const active = user !== null && (user.firstAccess || open);
  return (
    <FirstAccessContext.Provider value={active && open}>
      {children}
      {/* The flow waits for its chunk and the accounts feature on its own: the screen under it does not. */}
      {user && (user.firstAccess || open) ? (
        <Suspense fallback={null}>
          <FirstAccessFlow key={user.id} user={user} onModalsOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </FirstAccessContext.Provider>
  );
}
