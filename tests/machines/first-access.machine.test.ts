/**
 * First-access machine, headless, on the fake accounts back end: the logo modal, then the
 * tutorial offer, then the first-access check; neither shows again afterwards.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createFirstAccessLogic, firstAccessMachine, isFirstAccessModalOpen } from '../../src/application/accounts/first-access.machine';
import { createFakeAccounts } from '../../src/infrastructure/fake/accounts.fake';
import { createFakeAuthGateway } from '../../src/infrastructure/fake/auth-gateway.fake';
import { createMemoryKeyValueStore } from '../../src/infrastructure/key-value-store';
import { createStoredTokenStore } from '../../src/infrastructure/token-store.storage';

/** A whole 1×1 PNG (the fake checks the structure past the signature, as the server decodes it). */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const PDF = new Uint8Array(new TextEncoder().encode('%PDF-1.4 fake'));

function logo(name: string, type: string, bytes: Uint8Array<ArrayBuffer>, size = bytes.length) {
  return { name, type, data: new Blob([bytes], { type }), size };
}

async function arrange(username = 'primeiro') {
  const tokens = createStoredTokenStore(createMemoryKeyValueStore());
  const clock = { now: () => new Date('2026-11-22T12:00:00Z') };
  const auth = createFakeAuthGateway({ tokens, clock });
  const accounts = createFakeAccounts({ auth, clock });
  await auth.login({ username, password: 'demo1234' });
  const start = () =>
    createActor(createFirstAccessLogic({ profile: accounts.profile }), {
      input: { username, firstAccess: auth.users.find((u) => u.username === username)?.firstAccess ?? false },
    }).start();
  return { auth, accounts, start };
}

describe('first-access machine', () => {
  describe('idle', () => {
    it('goes straight to done when the first access is already done (no modal)', () => {
      const actor = createActor(firstAccessMachine, { input: { username: 'corretor', firstAccess: false } }).start();
      expect(actor.getSnapshot().status).toBe('done');
      expect(isFirstAccessModalOpen(actor.getSnapshot())).toBe(false);
      expect(actor.getSnapshot().output).toEqual({ openTutorials: false, logoSaved: false });
    });

    it('opens the logo modal first when first_access is true', async () => {
      const { start } = await arrange();
      const snapshot = start().getSnapshot();
      expect(snapshot.value).toBe('logoOffer');
      expect(snapshot.hasTag('logo')).toBe(true);
      expect(isFirstAccessModalOpen(snapshot)).toBe(true);
    });
  });

  describe('logoOffer', () => {
    it('uploads a PNG, then offers the tutorial', async () => {
      const { start, auth } = await arrange();
      const actor = start();
      actor.send({ type: 'logo.upload', logo: logo('marca.png', 'image/png', PNG) });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      const offered = await waitFor(actor, (s) => s.matches('tutorialOffer'));
      expect(offered.context.logoSaved).toBe(true);
      expect(offered.hasTag('tutorial')).toBe(true);
      expect(auth.users.find((u) => u.username === 'primeiro')?.logoUrl).toMatch(/^data:image\/png;base64,/);
    });

    it('refuses a file that is not png/jpeg/jpg before uploading', async () => {
      const { start, accounts } = await arrange();
      const actor = start();
      actor.send({ type: 'logo.upload', logo: logo('marca.gif', 'image/gif', PNG) });
      expect(actor.getSnapshot().value).toBe('logoOffer');
      expect(actor.getSnapshot().context.logoError).toBe('Formato de arquivo não suportado!');
      expect(accounts.calls).not.toContain('updateProfile');
    });

    it('refuses a file over 2 MB before uploading', async () => {
      const { start } = await arrange();
      const actor = start();
      actor.send({ type: 'logo.upload', logo: logo('grande.png', 'image/png', PNG, 3 * 1024 * 1024) });
      expect(actor.getSnapshot().context.logoError).toBe('A logo deve ter no máximo 2 MB.');
    });

    it('shows the server refusal of a renamed PDF and stays on the logo modal', async () => {
      const { start } = await arrange();
      const actor = start();
      actor.send({ type: 'logo.upload', logo: logo('marca.png', 'image/png', PDF) });
      const back = await waitFor(actor, (s) => s.matches('logoOffer') && s.context.logoError !== null);
      expect(back.context.logoError).toBe('Formato de arquivo não suportado!');
      expect(back.context.logoSaved).toBe(false);
    });

    it("says 'Erro ao salvar atualizações' when the server cannot be reached", async () => {
      const { start, accounts } = await arrange();
      const actor = start();
      accounts.failNextWith({ kind: 'unavailable', message: 'Sem conexão' });
      actor.send({ type: 'logo.upload', logo: logo('marca.png', 'image/png', PNG) });
      const back = await waitFor(actor, (s) => s.matches('logoOffer') && s.context.logoError !== null);
      expect(back.context.logoError).toBe('Erro ao salvar atualizações');
    });

    it("'Continuar sem' skips to the tutorial offer without uploading", async () => {
      const { start, accounts } = await arrange();
      const actor = start();
      actor.send({ type: 'logo.skip' });
      expect(actor.getSnapshot().value).toBe('tutorialOffer');
      expect(accounts.calls).toEqual([]);
    });
  });

  describe('tutorialOffer → completing → done', () => {
    it("'Quero aprender a usar' marks the first access done and asks to open /tutoriais", async () => {
      const { start, auth, accounts } = await arrange();
      const actor = start();
      actor.send({ type: 'logo.skip' });
      actor.send({ type: 'tutorial.accept' });
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.output).toEqual({ openTutorials: true, logoSaved: false });
      expect(isFirstAccessModalOpen(done)).toBe(false);
      expect(accounts.calls).toEqual(['completeFirstAccess']);
      expect(auth.users.find((u) => u.username === 'primeiro')?.firstAccess).toBe(false);
    });

    it("'Pular tutorial' marks it done without opening the tutorials; a new start shows nothing", async () => {
      const { start } = await arrange();
      const actor = start();
      actor.send({ type: 'logo.skip' });
      actor.send({ type: 'tutorial.skip' });
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.output).toEqual({ openTutorials: false, logoSaved: false });
      // As after a reload: the user now has first_access false.
      const again = start();
      expect(again.getSnapshot().status).toBe('done');
    });

    it('ends even when the first-access check fails (the modals come back on the next visit)', async () => {
      const { start, accounts, auth } = await arrange();
      const actor = start();
      actor.send({ type: 'logo.skip' });
      accounts.failNextWith({ kind: 'unavailable', message: 'Sem conexão' });
      actor.send({ type: 'tutorial.skip' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(auth.users.find((u) => u.username === 'primeiro')?.firstAccess).toBe(true);
    });

    it('ignores tutorial events while the logo modal is open', async () => {
      const { start } = await arrange();
      const actor = start();
      actor.send({ type: 'tutorial.accept' });
      expect(actor.getSnapshot().value).toBe('logoOffer');
    });
  });
});
