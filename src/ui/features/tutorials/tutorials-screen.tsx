/**
 * /tutoriais: step-by-step guides to the product's flows (quote, compare, proposal, life
 * insurance, team, profile), with screenshots of the app (public/tutoriais/*.png, taken with
 * Playwright by scripts/tutorial-screenshots.ts). Opened from the menu and from the
 * first-access tutorial offer.
 */
import { Link } from 'wouter';
import { Icon, PageHeader } from '../../design-system';
import { TUTORIALS } from './tutorials-content';
import * as s from './tutorials.css';

export function TutorialsScreen() {
  return (
    <>
      <PageHeader
        eyebrow="Aprenda a usar"
        title="Tutoriais"
        description="Guias rápidos, passo a passo, das principais tarefas do Cotador. Comece pelo primeiro e siga na ordem, ou vá direto ao que precisa."
      />
      <nav aria-label="Tutoriais nesta página" className={s.toc}>
        <ol className={s.tocList}>
          {TUTORIALS.map((tutorial, index) => (
            <li key={tutorial.id}>
              <a href={`#${tutorial.id}`} className={s.tocLink}>
                <span className={s.tocNumber}>{index + 1}</span>
                <span>
                  <span className={s.tocTitle}>{tutorial.title}</span>
                  <span className={s.tocSummary}>{tutorial.summary}</span>
                </span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {TUTORIALS.map((tutorial, index) => (
        <section key={tutorial.id} id={tutorial.id} aria-labelledby={`${tutorial.id}-titulo`} className={s.tutorial}>
          <header className={s.tutorialHeader}>
            <span className={s.tutorialIcon}>
              <Icon name={tutorial.icon} size={24} />
            </span>
            <div>
              <span className={s.tutorialEyebrow}>Tutorial {index + 1}</span>
              <h2 id={`${tutorial.id}-titulo`} className={s.tutorialTitle}>
                {tutorial.title}
              </h2>
            </div>
          </header>
          <p className={s.intro}>{tutorial.intro}</p>
          <div className={s.body}>
            <ol className={s.steps}>
              {tutorial.steps.map((step) => (
                <li key={step.title} className={s.step}>
                  <p className={s.stepTitle}>{step.title}</p>
                  <p className={s.stepText}>{step.text}</p>
                </li>
              ))}
            </ol>
            <div className={s.figures}>
              {tutorial.figures.map((figure) => (
                <figure key={figure.src} className={s.figure}>
                  <img src={figure.src} alt={figure.alt} loading="lazy" width={figure.width} height={figure.height} className={s.image} />
                  <figcaption className={s.caption}>{figure.caption}</figcaption>
                </figure>
              ))}
            </div>
          </div>
          {tutorial.note ? (
            <p className={s.note}>
              <Icon name="info" size={16} />
              <span>{tutorial.note}</span>
            </p>
          ) : null}
          {tutorial.link ? (
            <p>
              <Link href={tutorial.link.href} className={s.cta}>
                {tutorial.link.label}
                <Icon name="arrowRight" size={16} />
              </Link>
            </p>
          ) : null}
        </section>
      ))}
    </>
  );
}
