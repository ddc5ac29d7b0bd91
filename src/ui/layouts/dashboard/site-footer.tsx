/** Dashboard footer (spec point 1): about text, disclaimer, newsletter field. */
import { Icon } from '../../design-system/icon';
import { Logo } from '../../design-system/logo';
import { useShellUseCases } from '../../app/services-context';
import { useConsent } from '../../shared/consent/consent';
import { NewsletterForm } from './newsletter-form';
import * as s from './dashboard.css';

export const ABOUT_TEXT = 'O Cotador ajuda corretores a cotar, comparar e apresentar planos de saúde e seguros de vida.';
export const DISCLAIMER_TEXT = 'Os valores e as redes credenciadas podem ser alterados a qualquer momento, sem aviso prévio.';

export function SiteFooter() {
  const { currentYear } = useShellUseCases().session;
  const consent = useConsent();
  return (
    <footer className={s.footer}>
      <div className={s.footerInner}>
        <div className={s.footerAbout}>
          <Logo size="sm" />
          <p>{ABOUT_TEXT}</p>
          <p className={s.disclaimer}>
            <Icon name="info" size={16} />
            <span>{DISCLAIMER_TEXT}</span>
          </p>
        </div>
        <NewsletterForm />
      </div>
      <div className={s.footerBottom}>
        © {currentYear()} Cotador. Todos os direitos reservados.
        {consent.available ? (
          <>
            {' · '}
            <button type="button" className={s.footerLinkButton} onClick={consent.reopen}>
              Preferências de privacidade
            </button>
          </>
        ) : null}
      </div>
    </footer>
  );
}
