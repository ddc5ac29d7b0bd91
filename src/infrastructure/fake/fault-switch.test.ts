import { describe, expect, it } from 'vitest';
import { err, ok, type RemoteFailure, type Result } from '../../application/shared/result';
import type { ApiRoute } from '../../contract/route-access';
import { createFakePort, FAKE_OFFLINE_FAILURE } from './fault-switch';

interface Port {
  read(id: number): Promise<Result<string, RemoteFailure>>;
  save(text: string): Promise<Result<void, RemoteFailure>>;
}

const REFUSED: RemoteFailure = { kind: 'rejected', message: 'Você não tem permissão para executar essa ação.' };

/** A port whose bodies record what ran, guarded by a session that is either allowed or not. */
function fixture(options: { allowed?: boolean } = {}) {
  const ran: string[] = [];
  const guarded: ApiRoute[] = [];
  const port = createFakePort({
    guard: (route) => {
      guarded.push(route);
      return options.allowed === false ? REFUSED : null;
    },
  });
  const methods = port.wrap<Port>(
    {
      async read(id) {
        ran.push(`read ${id}`);
        return ok(`item ${id}`);
      },
      async save(text) {
        ran.push(`save ${text}`);
        return text === '' ? err({ kind: 'rejected', message: 'Informe o texto.' }) : ok(undefined);
      },
    },
    { save: 'POST /api/v1/clients/' },
  );
  return { ...port.controls, methods, ran, guarded };
}

describe('createFakePort', () => {
  it('runs the bodies and logs each call by its method name, oldest first', async () => {
    const fake = fixture();
    expect(await fake.methods.read(7)).toEqual({ ok: true, value: 'item 7' });
    expect(await fake.methods.save('')).toEqual({ ok: false, error: { kind: 'rejected', message: 'Informe o texto.' } });
    expect(fake.calls).toEqual(['read', 'save']);
    expect(fake.ran).toEqual(['read 7', 'save ']);
  });

  it('answers a one-shot failure on the next call only, without running its body', async () => {
    const fake = fixture();
    fake.failNextWith({ kind: 'unavailable', message: 'Sem conexão' });
    expect(await fake.methods.read(1)).toEqual({ ok: false, error: { kind: 'unavailable', message: 'Sem conexão' } });
    expect(await fake.methods.read(2)).toEqual({ ok: true, value: 'item 2' });
    expect(fake.ran).toEqual(['read 2']);
    expect(fake.calls).toEqual(['read', 'read']);
  });

  it('keeps a failure named for a call until that call comes', async () => {
    const fake = fixture();
    fake.failNextWith({ kind: 'unavailable', message: 'Sem conexão' }, 'save');
    expect(await fake.methods.read(1)).toEqual({ ok: true, value: 'item 1' });
    expect(await fake.methods.save('a')).toEqual({ ok: false, error: { kind: 'unavailable', message: 'Sem conexão' } });
    expect(await fake.methods.save('b')).toEqual({ ok: true, value: undefined });
  });

  it('fails every call as unreachable while offline, and runs them again once online', async () => {
    const fake = fixture();
    fake.goOffline();
    expect(await fake.methods.read(1)).toEqual({ ok: false, error: FAKE_OFFLINE_FAILURE });
    expect(await fake.methods.save('a')).toEqual({ ok: false, error: FAKE_OFFLINE_FAILURE });
    fake.goOnline();
    expect(await fake.methods.read(1)).toEqual({ ok: true, value: 'item 1' });
    expect(fake.ran).toEqual(['read 1']);
  });

  it("checks a method's route before its body, and only the routes given", async () => {
    const refused = fixture({ allowed: false });
    expect(await refused.methods.save('')).toEqual({ ok: false, error: REFUSED });
    expect(await refused.methods.read(3)).toEqual({ ok: true, value: 'item 3' });
    expect(refused.guarded).toEqual(['POST /api/v1/clients/']);
    expect(refused.ran).toEqual(['read 3']);
  });

  it("checks the route of the call's arguments when the route depends on them", async () => {
    const guarded: ApiRoute[] = [];
    const port = createFakePort({ guard: (route) => (guarded.push(route), null) });
    const methods = port.wrap({ importFile: async (commit: boolean) => ok(commit) }, { importFile: (commit) => (commit ? 'POST /api/admin/table-imports/' : 'POST /api/admin/table-imports/dry-run/') });
    expect(await methods.importFile(false)).toEqual({ ok: true, value: false });
    expect(await methods.importFile(true)).toEqual({ ok: true, value: true });
    expect(guarded).toEqual(['POST /api/admin/table-imports/dry-run/', 'POST /api/admin/table-imports/']);
  });

  it('lets a fake say how an injected failure reads on the call it hits', async () => {
    const port = createFakePort<RemoteFailure | { kind: 'declined'; message: string }>({
      injected: (failure, call) => (failure.kind === 'declined' && call !== 'pay' ? { kind: 'unavailable', message: failure.message } : failure),
    });
    const methods = port.wrap({ pay: async () => ok('paid'), look: async () => ok('seen') });
    port.controls.failNextWith({ kind: 'declined', message: 'Cartão recusado.' });
    expect(await methods.look()).toEqual({ ok: false, error: { kind: 'unavailable', message: 'Cartão recusado.' } });
    port.controls.failNextWith({ kind: 'declined', message: 'Cartão recusado.' });
    expect(await methods.pay()).toEqual({ ok: false, error: { kind: 'declined', message: 'Cartão recusado.' } });
  });
});
