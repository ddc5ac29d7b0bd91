/**
 * The first stage's HTTP part is fetched on first need: the auth and settings ports answer through it, the container gets the same client, and a
 * fetch of its code that fails is an 'unavailable' failure (the session still ends locally),
 * tried again on the next call.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryKeyValueStore } from '../key-value-store';
import { UNAVAILABLE_MESSAGE } from '../http/messages';
import type { ContainerOptions } from './container-options';
import * as shellHttpModule from './shell-http';
import { createShellPorts, type ShellHttpModule } from './shell-ports';

const API = 'http://api.test/api/';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Http-mode options over a fetch that answers the login and the settings. */
function arrange() {
  const paths: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    paths.push(path);
    if (path === '/api/token/') return json(200, { access: 'a', refresh: 'r' });
    if (path === '/api/accounts/logout/') return json(200, {});
    return json(404, { detail: 'Não encontrado.' });
  }) as typeof fetch;
  const options: ContainerOptions = { mode: 'http', apiUrl: API, storage: createMemoryKeyValueStore(), clock: { now: () => new Date('2026-03-10T12:00:00Z') }, fetch: fetchFn };
  return { options, paths };
}

/** A loader of shell-http.ts that fails its first `failures` calls (the chunk could not be fetched). */
function flakyLoader(failures: number) {
  let calls = 0;
  const load = (): Promise<ShellHttpModule> => {
    calls += 1;
    return calls <= failures ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(shellHttpModule);
  };
  return { load, calls: () => calls };
}

describe('the first stage\'s HTTP part, fetched on first need', () => {
  it('is not made before the first call, then logs in through it and gives the container the same client', async () => {
    const { options, paths } = arrange();
    const loader = flakyLoader(0);
    const shell = createShellPorts(options, undefined, loader.load);
    expect(loader.calls()).toBe(0);
    expect(shell.http?.current()).toBeNull();

    expect(await shell.auth.login({ username: 'ana', password: 'x' })).toEqual({ ok: true, value: undefined });
    expect(paths).toEqual(['/api/token/']);
    expect(shell.auth.hasSession()).toBe(true);
    const made = shell.http?.current();
    expect(made).not.toBeNull();
    expect(await shell.http?.load()).toBe(made);
    expect(loader.calls()).toBe(1);
  });

  it('answers unavailable when its code cannot be fetched, ends the session locally, and tries again on the next call', async () => {
    const { options, paths } = arrange();
    const loader = flakyLoader(3);
    const shell = createShellPorts(options, undefined, loader.load);
    shell.tokens.write({ access: 'a', refresh: 'r' });

    expect(await shell.auth.login({ username: 'ana', password: 'x' })).toEqual({ ok: false, error: { kind: 'unavailable', message: UNAVAILABLE_MESSAGE } });
    expect(await shell.publicSettings.settings()).toEqual({ ok: false, error: { kind: 'unavailable', message: UNAVAILABLE_MESSAGE } });
    await shell.auth.logout();
    expect(shell.auth.hasSession()).toBe(false);
    expect(paths).toEqual([]);

    expect(await shell.auth.login({ username: 'ana', password: 'x' })).toEqual({ ok: true, value: undefined });
    expect(loader.calls()).toBe(4);
    expect(paths).toEqual(['/api/token/']);
  });

  it('is made at once from a module given as such (the tests\' container)', () => {
    const { options } = arrange();
    const shell = createShellPorts(options, undefined, shellHttpModule);
    expect(shell.http?.current()?.client).toBeTypeOf('function');
  });
});
