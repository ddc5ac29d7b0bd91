/**
 * Test-only routes (registered only with `TEST_CLOCK=1`, which production refuses):
 * - `GET /api/test/clock/` → `{"now": ISO instant, "today": "YYYY-MM-DD", "offset_days": n}`.
 * - `PUT /api/test/clock/` `{"today": "YYYY-MM-DD" | null}` → moves the server's clock so that
 *   today (Brasília) is that day (null: back to the real time); same answer.
 * - `POST /api/test/demo-users/` `{"suffix": "abc"}` → 201 `{"users": {"corretor": "corretor_abc", …}}`:
 *   a copy of every demo user (password demo1234) dated from the server clock
 *   (`seedDemoCopies`, seed.ts), so each end-to-end spec file works on people of its own.
 * Used by the end-to-end tests (tests/e2e/) to move the day (a price table scheduled for a
 * later day comes into force without waiting, a subscription renews) and to seed their
 * users. docs/testing.md.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationErrorWire } from '../../../../../src/contract/api-errors';
import type { Database } from '../../../db/database';
import { isoDateInZone } from '../../../lib/dates';
import type { MovableClock } from '../../../lib/server-clock';
import { seedDemoCopies } from '../../../seed';

const clockWire = z.object({ now: z.string(), today: z.iso.date(), offset_days: z.number().int() });
const setClockBody = z.object({
  today: z.iso.date({ message: 'Informe a data no formato AAAA-MM-DD.' }).nullable(),
});

const demoUsersBody = z.object({
  suffix: z.string().regex(/^[a-z0-9]{1,24}$/, { message: 'Use de 1 a 24 letras minúsculas ou dígitos.' }),
});
const demoUsersWire = z.object({ users: z.record(z.string(), z.string()) });

function answer(clock: MovableClock) {
  const now = clock.now();
  return { now: now.toISOString(), today: isoDateInZone(now), offset_days: clock.offsetDays() };
}

/**
 * The test-only routes; options: the movable clock the app was built with, the database and
 * the bcrypt cost of the demo copies' password hash.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: MovableClock; db: Database; bcryptRounds: number }> = async (app, { clock, db, bcryptRounds }) => {
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
  app.post(
    '/api/test/demo-users/',
    {
      schema: {
        tags: ['test'],
        summary: 'Test only (TEST_CLOCK=1): copies of the demo users under a suffix',
        body: demoUsersBody,
        response: { 201: demoUsersWire, 400: validationErrorWire },
      },
    },
    async (request, reply) => {
      const users = await seedDemoCopies(db, { suffix: request.body.suffix, bcryptRounds, clock: clock.now });
      return reply.code(201).send({ users });
    },
  );
};
