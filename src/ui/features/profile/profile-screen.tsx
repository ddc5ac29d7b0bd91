/**
 * /perfil (Editar Perfil): name, e-mail and phone (masked; sent as digits), and the logo
 * with a preview. Messages: 'Dados atualizados com sucesso!', 'Logo atualizada com
 * sucesso!', 'Formato de arquivo não suportado!', 'Erro ao salvar atualizações'. After a
 * change the session reloads the user (the header shows the new name and logo).
 */
import { useState, type FormEvent } from 'react';
import { ACCOUNT_FLOW_MESSAGES } from '../../../domain/accounts/email-links';
import { formatCpfForDisplay, formatPhoneForDisplay, validateEmail, validateName, validatePhone } from '../../../domain/accounts/fields';
import { LOGO_MESSAGES, logoFileProblem } from '../../../domain/accounts/logo';
import { roleLabel } from '../../../domain/permissions';
import type { User } from '../../../domain/user';
import { Badge, Button, Card, Inline, PageHeader, Stack, TextField } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useServices } from '../../app/services-context';
import { useCurrentUser, useSession } from '../../app/session-context';
import { splitFailure, type FormErrors } from '../forms/form-errors';
import { LogoPicker } from '../forms/logo-picker';
import { PhoneField } from '../forms/masked-fields';
import * as s from './profile.css';

type Field = 'name' | 'email' | 'phone';
const FIELDS: readonly Field[] = ['name', 'email', 'phone'];

export function ProfileScreen() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader eyebrow="Minha conta" title="Editar Perfil" description="Seus dados de contato e a logo que aparece nas propostas." />
      <div className={s.grid}>
        <PersonalDataCard key={`${user.id}-${user.name}-${user.email}-${user.phone}`} user={user} />
        <LogoCard user={user} />
      </div>
    </>
  );
}

function PersonalDataCard({ user }: { user: User }) {
  const { profile } = useServices();
  const { reload } = useSession();
  const alerts = useAlerts();
  const [values, setValues] = useState({ name: user.name, email: user.email, phone: formatPhoneForDisplay(user.phone) });
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [saving, setSaving] = useState(false);

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
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    const result = await profile.updateProfile(user.username, values);
    setSaving(false);
    if (result.ok) {
      alerts.show({ kind: 'info', message: ACCOUNT_FLOW_MESSAGES.profileSaved });
      reload();
      return;
    }
    setErrors(splitFailure(result.error, FIELDS).fields);
    alerts.show({ kind: 'error', message: LOGO_MESSAGES.saveError });
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
  const { profile } = useServices();
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
    const result = await profile.updateProfile(user.username, { logo: { name: file.name, type: file.type, data: file } });
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
