/**
 * Test-only routes (registered only with `TEST_CLOCK=1`, which production refuses):
 * - `GET /api/test/clock/` → `{"now": ISO instant, "today": "YYYY-MM-DD", "offset_days": n}`.
 * - `PUT /api/test/clock/` `{"today": "YYYY-MM-DD" | null}` → moves the server's clock so that
 *   today (Brasília) is that day (null: back to the real time); same answer.
 * Used by the end-to-end tests (tests/e2e/table-updates.spec.ts) to make a price table
 * scheduled for a later day come into force without waiting. docs/testing.md.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationErrorWire } from '../../../src/contract/api-errors';
import { isoDateInZone } from '../lib/dates';
import type { MovableClock } from '../lib/server-clock';

const clockWire = z.object({ now: z.string(), today: z.iso.date(), offset_days: z.number().int() });
const setClockBody = z.object({
  today: z.iso.date({ message: 'Informe a data no formato AAAA-MM-DD.' }).nullable(),
});

function answer(clock: MovableClock) {
  const now = clock.now();
  return { now: now.toISOString(), today: isoDateInZone(now), offset_days: clock.offsetDays() };
}

/** The test clock routes; options: the movable clock the app was built with. */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: MovableClock }> = async (app, { clock }) => {
  app.get(
    '/api/test/clock/',
    { schema: { tags: ['test'], summary: 'Test only (TEST_CLOCK=1): the server clock', response: { 200: clockWire } } },
    async () => answer(clock),
  );
  app.put(
    '/api/test/clock/',
    {
      schema: {
        tags: ['test'],
        summary: 'Test only (TEST_CLOCK=1): sets today (Brasília) of the server clock',
        body: setClockBody,
        response: { 200: clockWire, 400: validationErrorWire },
      },
    },
    async (request) => {
      clock.setToday(request.body.today);
      return answer(clock);
    },
  );
};
