/**
 * /perfil (Editar Perfil): name, e-mail and phone (masked; sent as digits), and the logo
 * with a preview. Messages: 'Dados atualizados com sucesso!', 'Logo atualizada com
 * sucesso!', 'Formato de arquivo não suportado!', 'Erro ao salvar atualizações'. After a
 * change the session reloads the user (the header shows the new name and logo).
 *
 * A new e-mail asks for the current password ('Senha atual' shows once the e-mail field
 * differs) and does not change at once: the screen says 'Enviamos um link de confirmação
 * para o novo e-mail…' and keeps showing the current e-mail, with a notice naming the
 * address that waits for its link (/confirmar-novo-email).
 */
import { useState, type FormEvent } from 'react';
import { ACCOUNT_FLOW_MESSAGES } from '../../../domain/accounts/email-links';
import { formatCpfForDisplay, formatPhoneForDisplay, validateEmail, validateName, validatePhone } from '../../../domain/accounts/fields';
import { LOGO_MESSAGES, logoFileProblem } from '../../../domain/accounts/logo';
import { emailChangeOf, PROFILE_MESSAGES } from '../../../domain/accounts/profile';
import { roleLabel } from '../../../domain/permissions';
import type { User } from '../../../domain/user';
import { Badge, Button, Card, Inline, Notice, PageHeader, Stack, TextField } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { useCurrentUser, useSession } from '../../app/session-context';
import { DemoMailboxPanel } from '../../shared/forms/demo-mailbox-panel';
import { splitFailure, type FormErrors } from '../../shared/forms/form-errors';
import { LogoPicker } from '../../shared/forms/logo-picker';
import { PhoneField } from '../../shared/forms/masked-fields';
import * as s from './profile.css';

type Field = 'name' | 'email' | 'phone' | 'current_password';
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'current_password'];

export function ProfileScreen() {
  const user = useCurrentUser();
  // Outside the card: the card starts over when the reloaded user changes.
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  return (
    <>
      <PageHeader eyebrow="Minha conta" title="Editar Perfil" description="Seus dados de contato e a logo que aparece nas propostas." />
      <div className={s.grid}>
        <PersonalDataCard
          key={`${user.id}-${user.name}-${user.email}-${user.phone}`}
          user={user}
          pendingEmail={pendingEmail === user.email ? null : pendingEmail}
          onEmailChangeRequested={setPendingEmail}
        />
        <LogoCard user={user} />
      </div>
    </>
  );
}

function PersonalDataCard({
  user,
  pendingEmail,
  onEmailChangeRequested,
}: {
  user: User;
  pendingEmail: string | null;
  onEmailChangeRequested: (email: string) => void;
}) {
  const accounts = useUseCases('accounts');
  const { reload } = useSession();
  const alerts = useAlerts();
  const initial = { name: user.name, email: user.email, phone: formatPhoneForDisplay(user.phone), current_password: '' };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [saving, setSaving] = useState(false);
  const changingEmail = emailChangeOf(user.email, values.email) !== null;

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const local: FormErrors<Field> = {};
    const name = validateName(values.name)[0];
    const email = validateEmail(values.email)[0];
    const phone = validatePhone(values.phone)[0];
    if (name) local.name = name;
    if (email) local.email = email;
    if (phone) local.phone = phone;
    if (changingEmail && values.current_password === '') local.current_password = PROFILE_MESSAGES.currentPasswordRequired;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    const result = await accounts.updateProfile(user.username, {
      name: values.name,
      phone: values.phone,
      ...(changingEmail ? { email: values.email, currentPassword: values.current_password } : {}),
    });
    setSaving(false);
    if (result.ok) {
      const { pendingEmail: waiting } = result.value;
      if (waiting) {
        // The account keeps its e-mail until the link is opened: show the current one again.
        setValues((current) => ({ ...current, email: user.email, current_password: '' }));
        onEmailChangeRequested(waiting);
        alerts.show({ kind: 'info', message: ACCOUNT_FLOW_MESSAGES.emailChangeRequested });
      } else {
        alerts.show({ kind: 'info', message: ACCOUNT_FLOW_MESSAGES.profileSaved });
      }
      void reload();
      return;
    }
    const split = splitFailure(result.error, FIELDS);
    setErrors(split.fields);
    alerts.show({ kind: 'error', message: split.general ?? LOGO_MESSAGES.saveError });
  };

  return (
    <Card padding="lg" as="section" aria-labelledby="dados-titulo">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={saving}>
        <Stack gap="md">
          <h2 id="dados-titulo" className={s.cardTitle}>
            Dados pessoais
          </h2>
          <dl className={s.readOnly}>
            <div>
              <dt>Usuário</dt>
              <dd>{user.username}</dd>
            </div>
            <div>
              <dt>CPF</dt>
              <dd>{user.cpf ? formatCpfForDisplay(user.cpf) : '—'}</dd>
            </div>
            <div>
              <dt>Papéis</dt>
              <dd>
                <Inline gap="xxs">
                  {user.roles.map((role) => (
                    <Badge key={role} tone="neutral">
                      {roleLabel(role)}
                    </Badge>
                  ))}
                </Inline>
              </dd>
            </div>
          </dl>
          <TextField label="Nome" name="name" autoComplete="name" maxLength={150} value={values.name} error={errors.name} disabled={saving} onChange={(e) => set('name')(e.target.value)} />
          <TextField label="E-mail" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} disabled={saving} onChange={(e) => set('email')(e.target.value)} />
          {changingEmail ? (
            <TextField
              label={PROFILE_MESSAGES.currentPasswordLabel}
              name="current_password"
              type="password"
              autoComplete="current-password"
              hint="Para mudar o e-mail, confirme a sua senha. Enviaremos um link de confirmação ao novo endereço; o e-mail só muda quando você abrir esse link."
              value={values.current_password}
              error={errors.current_password}
              disabled={saving}
              onChange={(e) => set('current_password')(e.target.value)}
            />
          ) : null}
          {pendingEmail ? (
            <Notice tone="info">
              Enviamos um link de confirmação para <strong>{pendingEmail}</strong>. O seu e-mail continua {user.email} até você abrir esse link.
            </Notice>
          ) : null}
          {pendingEmail ? <DemoMailboxPanel to={pendingEmail} /> : null}
          <PhoneField label="Telefone" name="phone" value={values.phone} error={errors.phone} disabled={saving} onValueChange={set('phone')} />
          <div>
            <Button type="submit" loading={saving} loadingText="Salvando…">
              Salvar alterações
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

function LogoCard({ user }: { user: User }) {
  const accounts = useUseCases('accounts');
  const { reload } = useSession();
  const alerts = useAlerts();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const select = (picked: File | null) => {
    setError(null);
    if (!picked) return setFile(null);
    const problem = logoFileProblem(picked);
    if (problem) {
      setFile(null);
      setError(problem);
      alerts.show({ kind: 'error', message: problem });
      return;
    }
    setFile(picked);
  };

  const save = async () => {
    if (!file || saving) return;
    setSaving(true);
    const result = await accounts.uploadLogo(user.username, { name: file.name, type: file.type, data: file });
    setSaving(false);
    if (result.ok) {
      setFile(null);
      alerts.show({ kind: 'info', message: LOGO_MESSAGES.updated });
      reload();
      return;
    }
    const message = result.error.kind === 'rejected' ? (result.error.fields?.logo?.[0] ?? LOGO_MESSAGES.saveError) : LOGO_MESSAGES.saveError;
    setError(message);
    alerts.show({ kind: 'error', message });
  };

  return (
    <Card padding="lg" as="section" aria-labelledby="logo-titulo">
      <Stack gap="md">
        <h2 id="logo-titulo" className={s.cardTitle}>
          Logo da corretora
        </h2>
        <LogoPicker currentUrl={user.logoUrl} file={file} onSelect={select} disabled={saving} error={error} />
        <Inline gap="sm">
          <Button onClick={() => void save()} disabled={!file} loading={saving} loadingText="Enviando…" icon="upload">
            Salvar logo
          </Button>
          {file ? (
            <Button variant="ghost" onClick={() => setFile(null)} disabled={saving}>
              Cancelar
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}
