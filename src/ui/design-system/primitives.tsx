/** Small building blocks: Stack, Inline, Card, Badge, VisuallyHidden, PageHeader. */
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import * as s from './primitives.css';

type Gap = 'none' | 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'between';

function cx(...names: (string | undefined | false)[]): string {
  return names.filter(Boolean).join(' ');
}

export interface StackProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  gap?: Gap;
  align?: Align;
  justify?: Justify;
}

/** Children in a column with a gap from the spacing scale. */
export function Stack({ as: As = 'div', gap, align, justify, className, ...rest }: StackProps) {
  return <As className={cx(s.stack({ gap, align, justify }), className)} {...rest} />;
}

export interface InlineProps extends StackProps {
  wrap?: boolean;
}

/** Children in a row (wrapping by default) with a gap from the spacing scale. */
export function Inline({ as: As = 'div', gap, align, justify, wrap, className, ...rest }: InlineProps) {
  return <As className={cx(s.inline({ gap, align, justify, wrap }), className)} {...rest} />;
}

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  padding?: 'none' | 'sm' | 'md' | 'lg';
  elevation?: 'flat' | 'raised' | 'floating';
}

/** A white surface with a border, radius and subtle shadow. */
export function Card({ as: As = 'div', padding, elevation, className, ...rest }: CardProps) {
  return <As className={cx(s.card({ padding, elevation }), className)} {...rest} />;
}

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: 'neutral' | 'primary' | 'success' | 'danger' | 'warning';
}

/** A small pill for counts and statuses. */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  return <span className={cx(s.badge({ tone }), className)} {...rest} />;
}

/** Content for assistive technology only. */
export function VisuallyHidden({ as: As = 'span', ...rest }: HTMLAttributes<HTMLElement> & { as?: ElementType }) {
  return <As className={s.visuallyHidden} {...rest} />;
}

export interface PageHeaderProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The top of a screen: the page's h1, an optional eyebrow, description and actions. */
export function PageHeader({ title, eyebrow, description, actions }: PageHeaderProps) {
  return (
    <header className={s.pageHeader}>
      <div className={s.pageHeaderText}>
        {eyebrow ? <span className={s.pageHeaderEyebrow}>{eyebrow}</span> : null}
        <h1 className={s.pageHeaderTitle}>{title}</h1>
        {description ? <p className={s.pageHeaderDescription}>{description}</p> : null}
      </div>
      {actions ? <div className={s.pageHeaderActions}>{actions}</div> : null}
    </header>
  );
}
