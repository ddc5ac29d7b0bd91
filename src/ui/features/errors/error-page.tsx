/**
 * The error page (spec point 8): the status code in large type, the type, the
 * title and the text, with 'Voltar' (history back) and 'Home' (/).
 */
import { errorPageContent } from '../../../domain/error-page';
import { Button } from '../../design-system/button';
import { Icon } from '../../design-system/icon';
import * as s from './error-page.css';
import { LinkButton } from '../../shared/link-button';

export function ErrorPage({ status }: { status: number }) {
  const content = errorPageContent(status);
  return (
    <section className={s.wrap} aria-labelledby="erro-titulo">
      <div className={s.card}>
        <p className={s.status}>{content.status}</p>
        <p className={s.type}>{content.type}</p>
        <h1 id="erro-titulo" className={s.title}>
          {content.title}
        </h1>
        <p className={s.text}>{content.text}</p>
        <div className={s.actions}>
          <Button variant="secondary" onClick={() => window.history.back()}>
            <Icon name="arrowLeft" size={18} />
            Voltar
          </Button>
          <LinkButton href="/" icon="home" variant="primary">Home</LinkButton>
        </div>
      </div>
    </section>
  );
}
