/**
 * The start-up timing lines (server/src/lib/boot-timing.ts): what an operator reads in the log
 * of a slow start — each phase's own duration and the time since the process started, with the
 * phases marked before the logger existed written once it does, in order.
 */
import { describe, expect, it } from 'vitest';
import { createBootTimer, type BootPhase } from '../src/lib/boot-timing';

/** A clock the test moves by hand (ms since the process started). */
function manualClock(start: number) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('boot timing', () => {
  it('gives each phase its own duration and the time since the process started', () => {
    const clock = manualClock(1200);
    const timer = createBootTimer(clock.now);
    timer.mark('módulos carregados / modules loaded');
    clock.advance(340.4);
    timer.mark('banco aberto / database opened');
    clock.advance(0.6);
    timer.mark('escutando / listening');
    expect(timer.phases()).toEqual([
      { phase: 'módulos carregados / modules loaded', ms: 1200, sinceStartMs: 1200 },
      { phase: 'banco aberto / database opened', ms: 340, sinceStartMs: 1540 },
      { phase: 'escutando / listening', ms: 1, sinceStartMs: 1541 },
    ]);
  });

  it('writes the phases marked before the logger existed when it is attached, then each new one as it ends', () => {
    const clock = manualClock(50);
    const timer = createBootTimer(clock.now);
    timer.mark('configuração / config');
    clock.advance(10);
    timer.mark('banco aberto / database opened');
    const lines: Array<{ entry: BootPhase; message: string }> = [];
    timer.attach((entry, message) => lines.push({ entry, message }));
    expect(lines.map((line) => line.entry.phase)).toEqual(['configuração / config', 'banco aberto / database opened']);
    clock.advance(5);
    timer.mark('escutando / listening');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toEqual({ entry: { phase: 'escutando / listening', ms: 5, sinceStartMs: 65 }, message: 'início: fase concluída / boot phase done' });
  });
});
