/**
 * A test probe: when a test provides a callback, each plan card calls it with its plan
 * id every time it renders, so a test can check that sorting or narrowing hundreds of
 * plans does not re-render the cards. Null (nothing to do) in the app.
 */
import { createContext } from 'react';

export const PlanCardRenderProbe = createContext<((planId: number) => void) | null>(null);
