/**
 * The first-access modals (first-access.tsx): the logo modal, then the tutorial offer, over the
 * first-access machine (src/application/accounts/first-access.machine.ts). A chunk of its own,
 * loaded only for a user on first access.
 */
import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { isFirstAccessModalOpen } from '../../../application/accounts/first-access.machine';
import { firstName, type User } from '../../../domain/user';
import { Button, Dialog, Icon, Stack } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { useSession } from '../../app/session-context';
import { LogoPicker } from '../forms/logo-picker';
import { LOGO_MESSAGES } from '../../../domain/accounts/logo';
import * as s from './first-access.css';

/** Runs the first-access machine for `user` and shows its modals; tells the provider when one is open. */
export function FirstAccessFlow({ user, onModalsOpenChange }: { user: User; onModalsOpenChange: (open: boolean) => void }) {
  const accounts = useUseCases('accounts');
  const { reload } = useSession();
  const alerts = useAlerts();
  const [, navigate] = useLocation();
  const logic = useMemo(() => accounts.firstAccessLogic(), [accounts]);
  const actor = useActorRef(logic, { input: { username: user.username, firstAccess: user.firstAccess } });
  const modalOpen = useSelector(actor, isFirstAccessModalOpen);
  const logoOpen = useSelector(actor, (snapshot) => snapshot.hasTag('logo'));
  const tutorialOpen = useSelector(actor, (snapshot) => snapshot.hasTag('tutorial'));
  const uploading = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const logoError = useSelector(actor, (snapshot) => snapshot.context.logoError);
  const logoSaved = useSelector(actor, (snapshot) => snapshot.context.logoSaved);
  const output = useSelector(actor, (snapshot) => (snapshot.status === 'done' ? snapshot.output : undefined));
  const [file, setFile] = useState<File | null>(null);

  useEffect(() => onModalsOpenChange(modalOpen), [modalOpen, onModalsOpenChange]);

  useEffect(() => {
    if (!logoSaved) return;
    alerts.show({ kind: 'info', message: LOGO_MESSAGES.updated });
    reload();
  }, [logoSaved, alerts, reload]);

  useEffect(() => {
    if (!output) return;
    reload();
    if (output.openTutorials) navigate('/tutoriais');
  }, [output, reload, navigate]);

  useEffect(() => {
    if (logoError) alerts.show({ kind: 'error', message: logoError });
  }, [logoError, alerts]);

  const upload = () => {
    if (!file) return;
    actor.send({ type: 'logo.upload', logo: { name: file.name, type: file.type, size: file.size, data: file } });
  };

  return (
    <>
      <Dialog
        title={`Boas-vindas ao Cotador, ${firstName(user)}!`}
        description="Envie a logo da sua corretora: ela aparece nas propostas que você envia aos clientes. Você pode fazer isso depois em Editar Perfil."
        open={logoOpen}
        onOpenChange={(open) => {
          if (!open && !uploading) actor.send({ type: 'logo.skip' });
        }}
      >
        <Stack gap="lg">
          <LogoPicker currentUrl={user.logoUrl} file={file} onSelect={setFile} disabled={uploading} error={logoError} />
          <div className={s.actions}>
            <Button variant="ghost" onClick={() => actor.send({ type: 'logo.skip' })} disabled={uploading}>
              Continuar sem
            </Button>
            <Button icon="upload" onClick={upload} disabled={!file} loading={uploading} loadingText="Enviando…">
              Salvar logo e continuar
            </Button>
          </div>
        </Stack>
      </Dialog>
      <Dialog
        title="Quer aprender a usar o Cotador?"
        description="Em poucos minutos, os tutoriais mostram como cotar, comparar, gerar propostas e montar sua equipe."
        open={tutorialOpen}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'tutorial.skip' });
        }}
      >
        <div className={s.tutorialBody}>
          <span className={s.tutorialIcon}>
            <Icon name="book" size={28} />
          </span>
          <p>Você pode abrir os tutoriais quando quiser pelo menu, em Tutoriais.</p>
        </div>
        <div className={s.actions}>
          <Button variant="ghost" onClick={() => actor.send({ type: 'tutorial.skip' })}>
            Pular tutorial
          </Button>
          <Button icon="book" onClick={() => actor.send({ type: 'tutorial.accept' })}>
            Quero aprender a usar
          </Button>
        </div>
      </Dialog>
    </>
  );
}
